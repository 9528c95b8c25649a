let sorted = people.sorted { $0.age < $1.age }
let names = people.map(\.name)
let handler: (Result<Data, Error>) -> Void = { [weak self] result in
    guard let self else { return }
    switch result {
    case .success(let data):
        self.process(data)
    case .failure(let error):
        print("Failed: \(error.localizedDescription)")
    }
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [unowned self] in
    self.reload()
}
URLSession.shared.dataTask(with: url) { data, response, error in
    if let data = data, let string = String(data: data, encoding: .utf8) {
        print(string)
    }
}.resume()
UIView.animate(withDuration: 0.3, animations: {
    view.alpha = 0
}, completion: { _ in
    view.removeFromSuperview()
})
