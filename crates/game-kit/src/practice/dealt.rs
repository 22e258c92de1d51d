//! A game against the computer, for every game of the family, written once: a
//! [`Session`] dealt from the game's setup, with the take-back refused when it would unsee cards. A game
//! gives its side through [`Dealt`]: how a setup deals the first position, who plays
//! each seat, the seed, and its one test of what a take-back would show that the person
//! has not seen. What is really a game's own (its log's words, the end of a sitting) is
//! written beside its `Dealt`, in its own crate.

use super::{PracticeMove, SeatPlayer, Session, SessionError};
use crate::ai::{Heuristics, Hint, Level};

/// A game as the app plays it against the computer (one person, or several passing one
/// device), from its setup.
pub trait Dealt: Heuristics {
    /// Everything a game is made from (names, house rules, who plays each seat, the
    /// seed; for a later game of a sitting, what the game before handed on).
    type Setup: Clone + std::fmt::Debug;
    /// Why a setup is not dealt or a move not taken back; a session's refusals among
    /// them.
    type Refusal: From<SessionError>;

    /// The first position of a setup, or why it is not a game.
    fn deal(setup: &Self::Setup) -> Result<Self, Self::Refusal>;
    /// Who plays each seat, in seat order.
    fn seats(setup: &Self::Setup) -> &[SeatPlayer];
    /// The seed of the computer's choices.
    fn seed(setup: &Self::Setup) -> u64;
    /// Whether taking back `seat`'s last move (and everything after it) would unsee
    /// nothing: no card dealt to the seat, drawn by it or shown to it since. Asked only
    /// when the seat has a move and the game is not over.
    fn take_back_hides_nothing(setup: &Self::Setup, session: &Session<Self>, seat: usize) -> bool;
    /// The refusal of a take-back that would unsee cards.
    fn would_show_cards() -> Self::Refusal;
}

/// A game against the computer: its setup and the session dealt from it.
#[derive(Debug, Clone)]
pub struct Practice<G: Dealt> {
    setup: G::Setup,
    session: Session<G>,
}

impl<G: Dealt> Practice<G> {
    /// A new game, dealt from the setup's seed.
    pub fn new(setup: G::Setup) -> Result<Practice<G>, G::Refusal> {
        Practice::replay(setup, &[])
    }

    /// A saved game: the setup and its moves, replayed and checked one by one.
    pub fn replay(setup: G::Setup, moves: &[PracticeMove]) -> Result<Practice<G>, G::Refusal> {
        let start = G::deal(&setup)?;
        let session = Session::replay(start, G::seats(&setup).to_vec(), G::seed(&setup), moves)?;
        Ok(Practice { setup, session })
    }

    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }
    pub fn session(&self) -> &Session<G> {
        &self.session
    }
    /// The position now.
    pub fn game(&self) -> &G {
        self.session.game()
    }
    pub fn moves(&self) -> &[PracticeMove] {
        self.session.moves()
    }
    pub fn is_over(&self) -> bool {
        self.session.is_over()
    }
    /// The seat to play and who plays it, `None` when the game is over.
    pub fn to_play(&self) -> Option<(usize, SeatPlayer)> {
        self.session.to_play()
    }
    /// Plays a person's move, named by its notation (as the legal plays print it).
    pub fn play(&mut self, seat: usize, action: &str) -> Result<&PracticeMove, SessionError> {
        self.session.play(seat, action)
    }
    /// One computer move, when a computer seat is to play.
    pub fn play_computer(&mut self) -> Result<&PracticeMove, SessionError> {
        self.session.play_computer()
    }
    /// The seat of the last move a person made (what a take-back undoes), if any.
    pub fn last_person_move(&self) -> Option<usize> {
        self.session.last_person_move()
    }
    /// What `level` would play now, and why.
    pub fn hint(&self, level: Level) -> Option<Hint<G::Action>> {
        self.session.hint(level)
    }

    /// Whether the person's last move can be taken back: one was made, the game is not
    /// over (a finished game is kept as it ended), and nothing was shown to them since
    /// that a take-back would let them play the move again knowing ([`Dealt`]).
    pub fn can_take_back(&self) -> bool {
        self.session.can_take_back()
            && self
                .session
                .last_person_move()
                .is_some_and(|seat| G::take_back_hides_nothing(&self.setup, &self.session, seat))
    }

    /// Takes back `seat`'s last move and everything played after it (the computer's
    /// answers): the game is replayed from its setup up to just before that move. Refused
    /// with the game's [`Dealt::would_show_cards`] when cards were shown since. Returns
    /// how many moves were undone.
    pub fn take_back(&mut self, seat: usize) -> Result<usize, G::Refusal> {
        if !self.is_over()
            && self.moves().iter().any(|m| m.seat == seat)
            && !G::take_back_hides_nothing(&self.setup, &self.session, seat)
        {
            return Err(G::would_show_cards());
        }
        Ok(self.session.take_back(seat)?)
    }
}

/// A game's own practice type over the kit's [`Practice`], for what is really the game's
/// (its log's words, its report, the next game of a sitting): the type, which has every
/// method of `Practice<G>` through `Deref`, and its `new` and `replay`.
///
/// `practice_type!(/// docs \n pub ClassicPractice(ClassicGame));` declares
/// `pub struct ClassicPractice(Practice<ClassicGame>)`.
#[macro_export]
macro_rules! practice_type {
    ($(#[$meta:meta])* $vis:vis $name:ident($game:ty)) => {
        $(#[$meta])*
        #[derive(Debug, Clone)]
        $vis struct $name($crate::practice::Practice<$game>);

        impl ::std::ops::Deref for $name {
            type Target = $crate::practice::Practice<$game>;
            fn deref(&self) -> &$crate::practice::Practice<$game> {
                &self.0
            }
        }

        impl ::std::ops::DerefMut for $name {
            fn deref_mut(&mut self) -> &mut $crate::practice::Practice<$game> {
                &mut self.0
            }
        }

        impl $name {
            /// A new game, dealt from the setup's seed.
            pub fn new(
                setup: <$game as $crate::practice::Dealt>::Setup,
            ) -> Result<$name, <$game as $crate::practice::Dealt>::Refusal> {
                $crate::practice::Practice::new(setup).map($name)
            }

            /// A saved game: the setup and its moves, replayed and checked one by one.
            pub fn replay(
                setup: <$game as $crate::practice::Dealt>::Setup,
                moves: &[$crate::practice::PracticeMove],
            ) -> Result<$name, <$game as $crate::practice::Dealt>::Refusal> {
                $crate::practice::Practice::replay(setup, moves).map($name)
            }
        }
    };
}
