// This target exists only so that swift-docc-plugin sees the parent package's modules: the
// plugin documents the targets of the package it runs in and of their dependencies.
@_exported import DTModelStorage
@_exported import DTTableViewManager
