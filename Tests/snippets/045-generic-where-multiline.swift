public func zip<Base1, Base2>(
    _ base1: Base1,
    _ base2: Base2
) -> Zip2Sequence<Base1, Base2>
where
    Base1: Sequence,
    Base2: Sequence,
    Base1.Element: Equatable
{
    Zip2Sequence(base1, base2)
}

extension Dictionary
where Key == String,
      Value: Codable
{
    func encoded() throws -> Data { try JSONEncoder().encode(self) }
}
