//! Timing: wall clock (`Instant`) and the process's CPU time (`CLOCK_PROCESS_CPUTIME_ID`), the
//! latter because the machines are shared: a run that lost the CPU shows more wall than CPU time.

use std::time::Instant;

/// Seconds of CPU time this process has used so far.
pub fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed");
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// Wall and CPU seconds of each timed run.
#[derive(Default, Clone)]
pub struct Runs {
    pub wall: Vec<f64>,
    pub cpu: Vec<f64>,
}

pub fn median(v: &[f64]) -> f64 {
    assert!(!v.is_empty());
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

pub fn min(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::INFINITY, f64::min)
}

impl Runs {
    pub fn push(&mut self, wall: f64, cpu: f64) {
        self.wall.push(wall);
        self.cpu.push(cpu);
    }
    /// Adds the runs of another round of the same measurement.
    pub fn extend(&mut self, other: Runs) {
        self.wall.extend(other.wall);
        self.cpu.extend(other.cpu);
    }
    pub fn min_wall(&self) -> f64 {
        min(&self.wall)
    }
    pub fn median_wall(&self) -> f64 {
        median(&self.wall)
    }
    pub fn median_cpu(&self) -> f64 {
        median(&self.cpu)
    }
}

/// Runs `f` once untimed (warm-up), then `runs` times timed.
pub fn time_runs(
    runs: usize,
    mut f: impl FnMut() -> Result<(), String>,
) -> Result<Runs, String> {
    f()?;
    let mut out = Runs::default();
    for _ in 0..runs {
        let c0 = cpu_seconds();
        let t0 = Instant::now();
        f()?;
        let wall = t0.elapsed().as_secs_f64();
        let cpu = cpu_seconds() - c0;
        out.push(wall, cpu);
    }
    Ok(out)
}
