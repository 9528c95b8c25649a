    case .loading:
        ProgressView()
    case .loaded(let items):
        List(items) { item in
            Text(item.title)
        }
    case .failed(let error):
        Text(error.localizedDescription)
            .foregroundColor(.red)
    }
}
