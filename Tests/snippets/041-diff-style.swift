 struct Settings {
-    var theme: Theme = .light
+    var theme: Theme = .system
+    var fontSize: CGFloat = 14
 }
