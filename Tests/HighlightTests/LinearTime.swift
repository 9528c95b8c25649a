import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether some work takes time linear in its input, judged on two inputs made of the same unit,
/// `count` and `growth × count` times over: the processor time this thread spends on the larger
/// over that on the smaller (the least of `runs` runs each, taken in turns) is about `growth`
/// for linear work and tends to `growth²` for quadratic work. The thread's processor time leaves
/// out the time other processes hold the processor (a load), and a ratio the speed of the
/// machine and of the build.
enum LinearTime {
    /// How many times the smaller input the larger is.
    static let growth = 8
    /// The ratio above which the work is not linear: twice `growth`. Work of `a·n + b·n²` passes
    /// it once `b·n²` is a seventh of its time on the smaller input.
    static let limit = 2 * Double(growth)
    /// Runs of each input; the least time of each counts.
    static let runs = 3

    /// The processor time this thread has used, in nanoseconds.
    static func threadTime() -> UInt64 {
        var t = timespec()
        _ = clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
    }

    /// The least processor time of `runs` runs of `work` on each input, in turns.
    static func leastTimes<Input, Output>(_ inputs: [Input], _ work: (Input) -> Output) -> (times: [UInt64], outputs: [Output]) {
        var times = [UInt64](repeating: .max, count: inputs.count)
        var outputs: [Output] = []
        for run in 0..<runs {
            for (i, input) in inputs.enumerated() {
                let start = threadTime()
                let output = work(input)
                times[i] = min(times[i], threadTime() &- start)
                if run == runs - 1 { outputs.append(output) }
            }
        }
        return (times, outputs)
    }
}

/// Asserts that `work` takes time linear in its input (`LinearTime`), on `input(count)` and
/// `input(LinearTime.growth × count)`; returns the larger input and what `work` made of it, for
/// the caller's checks.
@discardableResult
func assertLinearTime<Input, Output>(_ label: @autoclosure () -> String, count: Int, input: (Int) -> Input,
                                     _ work: (Input) -> Output,
                                     file: StaticString = #filePath, line: UInt = #line) -> (input: Input, output: Output) {
    let inputs = [input(count), input(LinearTime.growth * count)]
    let (times, outputs) = LinearTime.leastTimes(inputs, work)
    let ratio = Double(times[1]) / Double(max(times[0], 1))
    XCTAssertLessThan(ratio, LinearTime.limit,
                      "\(label()): \(LinearTime.growth) times the input took \(ratio) times the time (\(times[0]) ns, \(times[1]) ns)",
                      file: file, line: line)
    return (inputs[1], outputs[1])
}
