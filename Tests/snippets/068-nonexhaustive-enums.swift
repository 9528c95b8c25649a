// SE-0487: nonexhaustive enums in non-resilient modules.
@nonexhaustive
public enum PizzaFlavor {
    case hawaiian
    case pepperoni
    case cheese
}

@nonexhaustive(warn)
public enum Topping {
    case basil
}

func describe(_ flavor: PizzaFlavor) -> String {
    switch flavor {
    case .hawaiian: "sweet"
    case .pepperoni: "spicy"
    case .cheese: "classic"
    @unknown default: "new"
    }
}
