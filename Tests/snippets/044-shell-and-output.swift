$ swift run MyTool --verbose
Building for debugging...
[3/3] Linking MyTool
Hello, world!
