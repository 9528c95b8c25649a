case .idle:
    return "Idle"
case .running(let progress) where progress > 0.5:
    return "Almost done"
case .running:
    return "Running"
case .finished(let result?):
    return "Done: \(result)"
default:
    break
