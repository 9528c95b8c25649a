struct Point {
}
