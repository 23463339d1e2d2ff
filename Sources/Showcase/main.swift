import DTTableViewManager

print("Showcase: coming with issue 6")
