use papillon_core::blue::{BlueConfig, BlueRound};
use papillon_core::dice::seeded_rng;
use rand::RngExt;
fn main() {
    for players in 2..=5 {
        for seed in 0..300u64 {
            let mut round = BlueRound::new(BlueConfig::simple(players, seed).unwrap()).unwrap();
            let mut rng = seeded_rng(seed);
            while !round.is_over() {
                let legal = round.legal_actions();
                let mut sorted = legal.clone();
                sorted.sort();
                sorted.dedup();
                assert_eq!(sorted.len(), legal.len());
                let a = legal[rng.random_range(0..legal.len())];
                round.apply(&a).unwrap();
                round
                    .state()
                    .check_invariants()
                    .unwrap_or_else(|e| panic!("{players} {seed}: {e}"));
            }
            let s = round.score(seed).unwrap().unwrap();
            if seed == 0 {
                println!(
                    "{players}p: {} actions, sides {:?}",
                    round.actions().len(),
                    s.report.sides.iter().map(|s| s.blue).collect::<Vec<_>>()
                );
            }
        }
    }
    let t = std::time::Instant::now();
    let (r, a) =
        papillon_core::simulate::random_blue_playouts(4, 20000, &mut seeded_rng(1)).unwrap();
    let dt = t.elapsed().as_secs_f64();
    println!(
        "{r} rounds {a} actions in {dt:.2}s: {:.0} actions/s",
        a as f64 / dt
    );
}
