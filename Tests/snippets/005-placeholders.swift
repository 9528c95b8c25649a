func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: <#identifier#>, for: indexPath)
    ...
    return cell
}

let view = MyView(title: <#String#>) {
    <#code#>
}
