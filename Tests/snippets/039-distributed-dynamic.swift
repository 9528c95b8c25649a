import Distributed

distributed actor Greeter {
    typealias ActorSystem = LocalTestingDistributedActorSystem

    distributed func greet(name: String) -> String {
        "Hello, \(name)!"
    }
}

@dynamicCallable
struct Command {
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Any>) -> String {
        args.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
}

let cmd = Command()
print(cmd(verbose: true, level: 3))
