# Sphinx configuration of the generators' test site: the defaults, no theme extras.
project = "swift-highlight test site"
html_theme = "basic"
html_copy_source = False
html_show_sourcelink = False
html_use_index = False
html_domain_indices = False
html_last_updated_fmt = None
exclude_patterns = ["_build", "README.md"]
