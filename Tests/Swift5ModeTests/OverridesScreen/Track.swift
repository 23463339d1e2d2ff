struct Track: Equatable {
    let title: String
    let artist: String
}
