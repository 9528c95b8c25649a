// A seeded generator (mulberry32) for the tests' random sessions, so that a failure can be
// replayed: generator(seed) returns a function giving an integer in [0, n).
export function generator(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
