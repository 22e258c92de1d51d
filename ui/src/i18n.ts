// The app's words in French and English. Rules and scores never come from here: only
// labels, and the names of the engine's items.
import type { Lang } from "./api";

const en = {
  app: "Papillon",
  home: "Home", resume: "Resume the game", resumeOf: "Game of {players}", newGame: "New game", history: "History",
  statistics: "Statistics", rules: "Rules", settings: "Settings", back: "Back", noGameInProgress: "No game in progress.",
  players: "Players", roster: "Roster", addPlayer: "Add", newPlayerName: "New player's name",
  seats: "Seats in table order", moveUp: "Move {name} up", moveDown: "Move {name} down", remove: "Remove {name}",
  teams: "Teams", teamsCrossed: "Partners sit opposite.", eachAlone: "Each plays alone.",
  pickAlone: "Who plays alone against the other two?", rollForPartners: "Roll: who picks two partners",
  picksPartners: "{name} won the roll and picks two partners:", dealer: "Dealer (the oldest player)",
  houseRules: "House rules", start: "Start the game", choosePlayers: "Choose 2 to 5 players.",
  dice: "Dice", blue: "Blue", orange: "Orange", result: "Result", undo: "Undo", redo: "Redo",
  startRollBlue: "Start roll: blue round (highest starts)", startRollOrange: "Start roll: orange round (lowest starts)",
  freeRoll: "Roll the dice", rollRound: "Roll {n}", reroll: "Tie: {names} roll again", starts: "{name} starts.",
  rolled: "{name} rolled {a} + {b} = {sum}", diceLog: "Dice log", noRolls: "No rolls yet.",
  blueDie: "blue die", orangeDie: "orange die", diceShow: "Dice: blue {a}, orange {b}",
  cardsLeft: "{deck} cards: {left} left to assign", cardsOver: "{deck} cards: {over} too many",
  cardsAllAssigned: "{deck} cards: all assigned", capturedBy: "Captured by", cardsCaptured: "Cards captured",
  less: "One fewer", more: "One more", scoringCards: "Scoring cards", takenBy: "taken by {name}",
  chatNoir: "Chat Noir", voluntary: "voluntary (+30)", involuntary: "involuntary (−30)",
  mostCardsTie: "Most cards is tied: {names}.", rollOff: "Roll off", rollOffWon: "{name} wins the roll-off.",
  tours: "Tours", tourN: "Tour {n}", emptiedFirst: "Who emptied their hand first?", addTour: "Add tour: tap who emptied their hand",
  removeLastTour: "Remove the last tour", end: "How the round ended", endNormal: "Normal (last tour)",
  endCarnage: "Carnage (pile ran out)", endApocalypse: "Apocalypse (nobody could play)",
  hand: "Cards left in hand", emptyHand: "Empty hand", handOf: "{name}'s hand", family: "Family", trumps: "Trumps",
  notEntered: "not entered", couteauPrompt: "{name} holds a Couteau Suisse: roll its value ({rolled}/{held})",
  rollCouteau: "Roll for the Couteau Suisse", couteauRolled: "Couteau Suisse of {name}: {value}",
  papillonPrompt: "{name} holds the Papillon: enter the {n} cards drawn", papillonDraw: "Papillon draw of {name}",
  drawFor: "Enter draw", handMode: "Hand", stillMissing: "Still to enter", complete: "The sheet is complete.",
  side: "Side", total: "Total", place: "Place", winners: "Winners", winner: "Winner", sharedPlace: "shared",
  consolation: "Consolation", consolationLine: "{from} → {to}: {points}", whyPoints: "Points of {name}",
  sessionTotal: "Tonight's running total", games: "games", finish: "Finish the game", finished: "Finished",
  inProgress: "In progress", editBlue: "Edit the blue round", editOrange: "Edit the orange round",
  winnerTie: "The best totals are tied: {names}.", openGame: "Open", search: "Search",
  player: "Player", from: "From", to: "To", noGames: "No games found.", gamesCol: "Games", wins: "Wins", winRate: "Win %",
  avgBlue: "Avg blue", avgOrange: "Avg orange", avgTotal: "Avg total", headToHead: "Head to head",
  vs: "vs {name}: {wins} won, {losses} lost, {ties} tied of {games}", noStats: "No finished games yet.",
  chartTitle: "Average total per player", language: "Language", system: "System", theme: "Theme",
  light: "Light", dark: "Dark", sound: "Sound", haptics: "Vibration", defaultRules: "Default house rules",
  backup: "Backup", exportBackup: "Export a backup", importBackup: "Import a backup", exported: "Backup written to {path}",
  imported: "Imported {games} games ({skipped} already here), {players} new players.", saved: "Saved",
  loading: "Loading…", error: "Error", close: "Close", database: "Database: {path}", version: "Version {v}",
  trumpNumbers: "Printed trump numbers", trumpNumbersHelp: "The number printed on each trump of your deck; empty if it has none.", none: "none",
  rule_three_players: "Three players", rule_three_players_each_alone: "Each alone", rule_three_players_two_against_one: "Two against one",
  rule_three_players_help: "With three players: everyone alone, or a pair against one.",
  rule_discard: "Discarding", rule_discard_always: "Always allowed", rule_discard_only_when_no_capture: "Only when no capture is possible",
  rule_discard_help: "Blue round: may a card be laid on the plate when a capture is possible?",
  rule_yin_yang: "Yin and Yang together", rule_yin_yang_together_30: "30 points", rule_yin_yang_together_50: "50 points (10 + 10 + 30)",
  rule_yin_yang_help: "Blue round: what Yin and Yang captured by the same side are worth.",
  rule_consolation: "Consolation", rule_consolation_zero_or_less: "Blue total 0 or less", rule_consolation_exactly_zero: "Blue total exactly 0",
  rule_consolation_help: "Who receives 10 points from every other side after the blue round.",
  rule_couteau_suisse_roll: "Couteau Suisse in hand", rule_couteau_suisse_roll_two_dice: "Two dice (2–12)", rule_couteau_suisse_roll_one_die: "One die (1–6)",
  rule_couteau_suisse_roll_help: "Orange round: a Couteau Suisse left in hand is worth a dice roll.",
  rule_tied_winners: "Tied winners", rule_tied_winners_share: "Share the victory", rule_tied_winners_roll_off: "Dice roll-off",
  rule_tied_winners_help: "What happens when the best game totals are equal.",
  item_most_cards: "Most cards ({cards})", item_yin_yang: "Yin and Yang together", item_chat_noir_voluntary: "Chat Noir, voluntary",
  item_chat_noir_involuntary: "Chat Noir, involuntary", item_consolation_received: "Consolation from {who}",
  item_consolation_paid: "Consolation to {who}", item_tour: "Tour {tour}: {who} went out first", item_tour_last: "Last tour {tour}: {who} went out first",
  item_hand_card: "{card} left in hand", item_couteau: "Couteau Suisse left in hand (roll {roll})", item_papillon_draw: "Drawn for the Papillon: {card}",
  purpose_start_blue: "start, blue round", purpose_start_orange: "start, orange round", purpose_most_cards_roll_off: "most cards roll-off",
  purpose_couteau_suisse: "Couteau Suisse", purpose_winner_roll_off: "winner roll-off", purpose_roll_off: "free roll",
  skipToContent: "Skip to content",
};

export type Key = keyof typeof en;

const fr: Record<Key, string> = {
  app: "Papillon",
  home: "Accueil", resume: "Reprendre la partie", resumeOf: "Partie de {players}", newGame: "Nouvelle partie", history: "Historique",
  statistics: "Statistiques", rules: "Règles", settings: "Réglages", back: "Retour", noGameInProgress: "Aucune partie en cours.",
  players: "Joueurs", roster: "Joueurs connus", addPlayer: "Ajouter", newPlayerName: "Nom du nouveau joueur",
  seats: "Places dans l'ordre de la table", moveUp: "Monter {name}", moveDown: "Descendre {name}", remove: "Retirer {name}",
  teams: "Équipes", teamsCrossed: "Les partenaires sont assis face à face.", eachAlone: "Chacun joue pour soi.",
  pickAlone: "Qui joue seul contre les deux autres ?", rollForPartners: "Lancer : qui choisit deux partenaires",
  picksPartners: "{name} a gagné le lancer et choisit deux partenaires :", dealer: "Donneur (le plus âgé)",
  houseRules: "Règles maison", start: "Commencer la partie", choosePlayers: "Choisissez de 2 à 5 joueurs.",
  dice: "Dés", blue: "Bleue", orange: "Orange", result: "Résultat", undo: "Annuler", redo: "Rétablir",
  startRollBlue: "Lancer de départ : manche bleue (le plus haut commence)", startRollOrange: "Lancer de départ : manche orange (le plus bas commence)",
  freeRoll: "Lancer les dés", rollRound: "Lancer {n}", reroll: "Égalité : {names} relancent", starts: "{name} commence.",
  rolled: "{name} a fait {a} + {b} = {sum}", diceLog: "Journal des dés", noRolls: "Aucun lancer pour l'instant.",
  blueDie: "dé bleu", orangeDie: "dé orange", diceShow: "Dés : bleu {a}, orange {b}",
  cardsLeft: "{deck} cartes : {left} à attribuer", cardsOver: "{deck} cartes : {over} de trop",
  cardsAllAssigned: "{deck} cartes : toutes attribuées", capturedBy: "Prises par", cardsCaptured: "Cartes prises",
  less: "Une de moins", more: "Une de plus", scoringCards: "Cartes qui comptent", takenBy: "prise par {name}",
  chatNoir: "Chat Noir", voluntary: "volontaire (+30)", involuntary: "involontaire (−30)",
  mostCardsTie: "Égalité au plus de cartes : {names}.", rollOff: "Départager aux dés", rollOffWon: "{name} gagne le départage.",
  tours: "Tours", tourN: "Tour {n}", emptiedFirst: "Qui a vidé sa main en premier ?", addTour: "Ajouter un tour : touchez qui a vidé sa main",
  removeLastTour: "Retirer le dernier tour", end: "Fin de la manche", endNormal: "Normale (dernier tour)",
  endCarnage: "Carnage (pioche épuisée)", endApocalypse: "Apocalypse (plus personne ne peut jouer)",
  hand: "Cartes restées en main", emptyHand: "Main vide", handOf: "Main de {name}", family: "Famille", trumps: "Atouts",
  notEntered: "non saisie", couteauPrompt: "{name} a un Couteau Suisse : lancez sa valeur ({rolled}/{held})",
  rollCouteau: "Lancer pour le Couteau Suisse", couteauRolled: "Couteau Suisse de {name} : {value}",
  papillonPrompt: "{name} a le Papillon : saisissez les {n} cartes tirées", papillonDraw: "Tirage du Papillon de {name}",
  drawFor: "Saisir le tirage", handMode: "Main", stillMissing: "Reste à saisir", complete: "La feuille est complète.",
  side: "Camp", total: "Total", place: "Place", winners: "Gagnants", winner: "Gagnant", sharedPlace: "ex æquo",
  consolation: "Consolation", consolationLine: "{from} → {to} : {points}", whyPoints: "Points de {name}",
  sessionTotal: "Cumul de la soirée", games: "parties", finish: "Terminer la partie", finished: "Terminée",
  inProgress: "En cours", editBlue: "Modifier la manche bleue", editOrange: "Modifier la manche orange",
  winnerTie: "Égalité des meilleurs totaux : {names}.", openGame: "Ouvrir", search: "Rechercher",
  player: "Joueur", from: "Du", to: "Au", noGames: "Aucune partie trouvée.", gamesCol: "Parties", wins: "Victoires", winRate: "% victoires",
  avgBlue: "Moy. bleue", avgOrange: "Moy. orange", avgTotal: "Moy. totale", headToHead: "Face à face",
  vs: "contre {name} : {wins} gagnées, {losses} perdues, {ties} nulles sur {games}", noStats: "Aucune partie terminée pour l'instant.",
  chartTitle: "Total moyen par joueur", language: "Langue", system: "Système", theme: "Thème",
  light: "Clair", dark: "Sombre", sound: "Son", haptics: "Vibrations", defaultRules: "Règles maison par défaut",
  backup: "Sauvegarde", exportBackup: "Exporter une sauvegarde", importBackup: "Importer une sauvegarde", exported: "Sauvegarde écrite dans {path}",
  imported: "{games} parties importées ({skipped} déjà présentes), {players} nouveaux joueurs.", saved: "Enregistré",
  loading: "Chargement…", error: "Erreur", close: "Fermer", database: "Base : {path}", version: "Version {v}",
  trumpNumbers: "Numéros imprimés des atouts", trumpNumbersHelp: "Le numéro imprimé sur chaque atout de votre jeu ; vide s'il n'en a pas.", none: "aucun",
  rule_three_players: "À trois joueurs", rule_three_players_each_alone: "Chacun pour soi", rule_three_players_two_against_one: "Deux contre un",
  rule_three_players_help: "À trois : chacun pour soi, ou une paire contre un joueur seul.",
  rule_discard: "Défausse", rule_discard_always: "Toujours permise", rule_discard_only_when_no_capture: "Seulement sans prise possible",
  rule_discard_help: "Manche bleue : peut-on poser une carte sur le plateau quand une prise est possible ?",
  rule_yin_yang: "Yin et Yang ensemble", rule_yin_yang_together_30: "30 points", rule_yin_yang_together_50: "50 points (10 + 10 + 30)",
  rule_yin_yang_help: "Manche bleue : ce que valent le Yin et le Yang pris par le même camp.",
  rule_consolation: "Consolation", rule_consolation_zero_or_less: "Total bleu de 0 ou moins", rule_consolation_exactly_zero: "Total bleu d'exactement 0",
  rule_consolation_help: "Qui reçoit 10 points de chaque autre camp après la manche bleue.",
  rule_couteau_suisse_roll: "Couteau Suisse en main", rule_couteau_suisse_roll_two_dice: "Deux dés (2 à 12)", rule_couteau_suisse_roll_one_die: "Un dé (1 à 6)",
  rule_couteau_suisse_roll_help: "Manche orange : un Couteau Suisse resté en main vaut un lancer de dés.",
  rule_tied_winners: "Gagnants à égalité", rule_tied_winners_share: "Partagent la victoire", rule_tied_winners_roll_off: "Départage aux dés",
  rule_tied_winners_help: "Ce qui se passe quand les meilleurs totaux sont égaux.",
  item_most_cards: "Plus de cartes ({cards})", item_yin_yang: "Yin et Yang ensemble", item_chat_noir_voluntary: "Chat Noir, volontaire",
  item_chat_noir_involuntary: "Chat Noir, involontaire", item_consolation_received: "Consolation de {who}",
  item_consolation_paid: "Consolation à {who}", item_tour: "Tour {tour} : {who} a fini le premier", item_tour_last: "Dernier tour {tour} : {who} a fini le premier",
  item_hand_card: "{card} resté en main", item_couteau: "Couteau Suisse en main (lancer {roll})", item_papillon_draw: "Tiré pour le Papillon : {card}",
  purpose_start_blue: "départ, manche bleue", purpose_start_orange: "départ, manche orange", purpose_most_cards_roll_off: "départage du plus de cartes",
  purpose_couteau_suisse: "Couteau Suisse", purpose_winner_roll_off: "départage de la victoire", purpose_roll_off: "lancer libre",
  skipToContent: "Aller au contenu",
};

export const dictionaries: Record<Lang, Record<Key, string>> = { en, fr };

/** French when the system is French, else English (unless the user chose). */
export function pickLanguage(chosen: Lang | null, systemLanguages: readonly string[]): Lang {
  if (chosen) return chosen;
  const first = systemLanguages.find((l) => l.trim() !== "");
  return first && first.toLowerCase().startsWith("fr") ? "fr" : "en";
}

export type Translate = (key: Key, params?: Record<string, string | number>) => string;

export function translator(lang: Lang): Translate {
  const dict = dictionaries[lang];
  return (key, params) => {
    let text = dict[key] ?? en[key] ?? key;
    if (params) for (const [k, v] of Object.entries(params)) text = text.split(`{${k}}`).join(String(v));
    return text;
  };
}
