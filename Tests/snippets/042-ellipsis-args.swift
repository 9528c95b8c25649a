let request = URLRequest(url: url, ...)
client.send(request) { ... }
func configure(...) { }
let values = [1, 2, ..., 10]
view.frame = CGRect(x: 0, y: 0, width: ..., height: 44)
