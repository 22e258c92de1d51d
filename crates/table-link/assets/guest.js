// The guest's page of the table link: the table as the host's device keeps it, live.
// Read-only. Every word comes from the app's catalogue (the server's /words); every
// value is written with textContent, never as HTML.
(function () {
  "use strict";
  var base = location.pathname.replace(/\/?$/, "/");
  var lang = (navigator.language || "en").toLowerCase().indexOf("fr") === 0 ? "fr" : "en";
  document.documentElement.lang = lang;
  var words = {};
  var table = null;
  var state = "waiting";
  var number = new Intl.NumberFormat(lang);
  var GAMES = { papillon: "tlGamePapillon", classic: "tlGameClassic", farfalia: "tlGameFarfalia", prout: "tlGameProut" };
  var PURPOSES = {
    start_blue: "tlPurposeStartBlue", start_orange: "tlPurposeStartOrange", most_cards_roll_off: "tlPurposeMostCards",
    couteau_suisse: "tlPurposeCouteau", winner_roll_off: "tlPurposeWinnerRollOff", roll_off: "tlPurposeRollOff"
  };
  // the connection's state, and how the page words it: the last three are final (the
  // page stops retrying and asks for the new code)
  var STATES = {
    waiting: "tlWaiting", live: "tlLive", lost: "tlReconnecting",
    ended: "tlEnded", stopped: "tlStopped", new_link: "tlNewLink"
  };
  // why a proposal was not sent (the server's {"refused": …})
  var REFUSALS = {
    too_soon: "tlRefusedTooSoon", yours_waiting: "tlRefusedYours", seat_waiting: "tlRefusedSeat",
    entry: "tlRefusedEntry", full: "tlRefusedFull"
  };
  function w(id) { return words[id] || ""; }
  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

  var SUITS = { C: ["♣", "tlSuitC"], D: ["♦", "tlSuitD"], H: ["♥", "tlSuitH"], S: ["♠", "tlSuitS"] };
  var RANKS = { A: "tlRankA", J: "tlRankJ", Q: "tlRankQ", K: "tlRankK" };

  /** A card of the 52-card deck (`10H`): drawn as rank and sign, named in full. */
  function card(text) {
    var rank = text.slice(0, -1);
    var suit = SUITS[text.slice(-1)] || ["", ""];
    var li = el("li", null, "card suit-" + text.slice(-1));
    var shown = el("span", rank + suit[0]);
    shown.setAttribute("aria-hidden", "true");
    li.appendChild(shown);
    li.appendChild(el("span", (RANKS[rank] ? w(RANKS[rank]) : rank) + " " + w(suit[1]), "sr-only"));
    return li;
  }

  /** A game against the computer, as a spectator sees it. */
  function renderPlay(body) {
    var t = el("table");
    t.id = "players";
    var head = el("tr");
    [["tlPlayer", ""], ["tlCounters", "num"], ["tlInHand", "num"], ["tlTaken", "num"]].forEach(function (h) {
      head.appendChild(el("th", w(h[0]), h[1]));
    });
    var thead = el("thead");
    thead.appendChild(head);
    t.appendChild(thead);
    var tbody = el("tbody");
    table.players.forEach(function (name, i) {
      var row = el("tr");
      if (table.to_play === i) row.className = "current";
      var who = el("th", name + (table.to_play === i ? " · " + w("tlToPlay") : "") + (table.winner === i ? " · " + w("tlWinner") : ""));
      who.setAttribute("scope", "row");
      row.appendChild(who);
      row.appendChild(el("td", number.format(table.counters[i]), "num"));
      row.appendChild(el("td", number.format(table.hand_sizes[i]), "num"));
      row.appendChild(el("td", number.format(table.piles[i]), "num"));
      tbody.appendChild(row);
    });
    t.appendChild(tbody);
    body.appendChild(t);
    body.appendChild(el("p", w("tlPot") + " " + number.format(table.pot) + " · " + w("tlTalon") + " " + number.format(table.talon) + (table.last_round ? " · " + w("tlLastRound") : "")));
    body.appendChild(el("h3", w("tlFaceUp")));
    if (table.table.length === 0) {
      body.appendChild(el("p", w("tlNoFaceUp"), "muted"));
    } else {
      var cards = el("ul", null, "cards");
      cards.id = "face-up";
      table.table.forEach(function (c) { cards.appendChild(card(c)); });
      body.appendChild(cards);
    }
    body.appendChild(el("p", w("tlSpectator"), "muted"));
  }

  function render() {
    var main = document.getElementById("table");
    var status = document.getElementById("status");
    var line = document.getElementById("connection");
    line.className = state === "live" ? "live" : state === "waiting" ? "" : "lost";
    // only the connection's state is live for a screen reader, not every count
    var said = w(STATES[state] || "tlWaiting");
    if (status.textContent !== said) status.textContent = said;
    document.getElementById("scores-h").textContent = w("tlStandings");
    document.getElementById("dice-h").textContent = w("tlDice");
    document.getElementById("read-only").textContent = w(table && table.proposals ? "tlReadOnlyPropose" : "tlReadOnly");
    if (!table) return;
    main.removeAttribute("aria-busy");
    var game = w(GAMES[table.game] || "tlGamePapillon");
    document.getElementById("title").textContent = game + " · " + table.players.join(", ");
    document.title = game;
    var progress = table.status === "finished" ? w("tlFinished") : w("tlInProgress");
    var play = table.game === "classic_play";
    document.getElementById("progress").textContent = "· " + progress + " · " + w(play ? "tlMoves" : "tlEntries") + " " + number.format(table.revision);

    renderPropose();
    var body = document.getElementById("scores-body");
    clear(body);
    if (play) {
      document.getElementById("scores-h").textContent = w("tlTable");
      document.getElementById("title").textContent = w("tlGameClassic") + " · " + table.players.join(", ");
      document.getElementById("dice").hidden = true;
      renderPlay(body);
      return;
    }
    if (table.lines && table.lines.some(function (l) { return l.blue_cards !== null || l.orange_left !== null || l.tours_won > 0; })) {
      body.appendChild(el("h3", w("tlSoFar")));
      var so = el("table");
      so.id = "so-far";
      var shead = el("tr");
      [["tlPlayer", ""], ["tlBlueCards", "num"], ["tlToursWon", "num"], ["tlOrangeLeft", "num"]].forEach(function (h) {
        shead.appendChild(el("th", w(h[0]), h[1]));
      });
      var sthead = el("thead");
      sthead.appendChild(shead);
      so.appendChild(sthead);
      var sbody = el("tbody");
      table.lines.forEach(function (l) {
        var row = el("tr");
        var who = el("th", l.player);
        who.setAttribute("scope", "row");
        row.appendChild(who);
        [l.blue_cards, l.tours_won, l.orange_left].forEach(function (v) {
          row.appendChild(el("td", v === null || v === undefined ? "–" : number.format(v), "num"));
        });
        sbody.appendChild(row);
      });
      so.appendChild(sbody);
      body.appendChild(so);
    }
    if (!table.sides || table.sides.length === 0) {
      body.appendChild(el("p", w("tlNoScoreYet"), "muted"));
    } else {
      var t = el("table");
      t.id = "standings";
      var head = el("tr");
      head.appendChild(el("th", w("tlPlace")));
      head.appendChild(el("th", w("tlPlayer")));
      head.appendChild(el("th", w("tlTotal"), "num"));
      var thead = el("thead");
      thead.appendChild(head);
      t.appendChild(thead);
      var tbody = el("tbody");
      table.sides.forEach(function (s) {
        var row = el("tr");
        var won = table.status === "finished" && s.members.some(function (m) { return table.winners.indexOf(m) >= 0; });
        if (won) row.className = "won";
        row.appendChild(el("td", number.format(s.place)));
        var who = el("th", s.members.join(" + "));
        who.setAttribute("scope", "row");
        row.appendChild(who);
        row.appendChild(el("td", number.format(s.total), "num"));
        tbody.appendChild(row);
      });
      t.appendChild(tbody);
      body.appendChild(t);
      if (table.status === "finished" && table.winners.length > 0) {
        body.appendChild(el("p", w("tlWinners") + " " + table.winners.join(", ")));
      }
    }
    var dice = document.getElementById("dice-list");
    clear(dice);
    if (!table.dice || table.dice.length === 0) {
      dice.appendChild(el("li", w("tlNoDice"), "muted"));
    } else {
      table.dice.forEach(function (d) {
        var what = w(PURPOSES[d.purpose] || "tlPurposeRollOff");
        dice.appendChild(el("li", what + " · " + d.player + " · " + d.dice.map(function (x) { return number.format(x); }).join(" + ")));
      });
    }
  }

  /** The form to propose one's own count of blue cards, when the host takes proposals. */
  function renderPropose() {
    var box = document.getElementById("propose");
    var on = !!(table && table.proposals && table.status !== "finished");
    box.hidden = !on;
    if (!on) return;
    document.getElementById("propose-h").textContent = w("tlProposeTitle");
    document.getElementById("propose-seat-l").textContent = w("tlProposeSeat");
    document.getElementById("propose-cards-l").textContent = w("tlProposeBlue");
    document.getElementById("propose-send").textContent = w("tlProposeSend");
    var select = document.getElementById("propose-seat");
    var names = table.players.join("|");
    if (select.dataset.names !== names) {
      var chosen = select.value;
      clear(select);
      // nobody chosen at first: a guest says who they are
      var none = el("option", "—");
      none.value = "";
      select.appendChild(none);
      table.players.forEach(function (name, i) {
        var option = el("option", name);
        option.value = String(i);
        select.appendChild(option);
      });
      if (chosen) select.value = chosen;
      select.dataset.names = names;
    }
  }

  document.getElementById("propose-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var said = document.getElementById("propose-said");
    var chosenSeat = document.getElementById("propose-seat").value;
    if (chosenSeat === "") { document.getElementById("propose-seat").focus(); return; }
    var seat = Number(chosenSeat);
    var cards = Number(document.getElementById("propose-cards").value);
    var body = JSON.stringify({ seat: seat, entry: { edit: "set_blue_count", cards: cards } });
    fetch(base + "propose", { method: "POST", headers: { "Content-Type": "application/json" }, body: body })
      .then(function (r) {
        if (r.status === 202) { said.textContent = w("tlProposed"); return; }
        return r.json().then(function (x) {
          said.textContent = w(REFUSALS[x && x.refused] || "tlProposeRefused");
        }, function () { said.textContent = w("tlProposeRefused"); });
      })
      .catch(function () { said.textContent = w("tlProposeRefused"); });
  });

  var wait = 1000;
  var over = false;
  /** The link is over (stopped, revoked, or no longer answering): say so, stop retrying. */
  function finish(why, source) {
    over = true;
    if (source) source.close();
    state = why;
    render();
  }
  function connect() {
    if (over) return;
    var source = new EventSource(base + "events");
    source.addEventListener("table", function (e) {
      try { table = JSON.parse(e.data); } catch (err) { return; }
      state = "live";
      wait = 1000;
      render();
    });
    // the host stopped sharing, or made a new link: this one is over
    source.addEventListener("end", function (e) {
      finish(e.data === "new_link" ? "new_link" : "stopped", source);
    });
    source.onopen = function () { if (!over) { state = "live"; render(); } };
    // the browser reconnects by itself after a drop (the host's app restarting keeps the
    // link); after a refusal it gives up, so the page asks whether the link still
    // answers: a 404 is final, anything else is tried again, less and less often
    source.onerror = function () {
      if (over) return;
      if (source.readyState === EventSource.CLOSED) {
        fetch(base + "words?lang=" + lang).then(function (r) {
          if (r.status === 404) { finish("ended"); return; }
          state = "lost";
          render();
          setTimeout(connect, wait);
          wait = Math.min(wait * 2, 30000);
        }).catch(function () {
          state = "lost";
          render();
          setTimeout(connect, wait);
          wait = Math.min(wait * 2, 30000);
        });
      } else {
        state = "lost";
        render();
      }
    };
  }

  fetch(base + "words?lang=" + lang).then(function (r) { return r.json(); }).then(function (x) {
    words = x;
    render();
  }).catch(function () { render(); });
  connect();
})();
