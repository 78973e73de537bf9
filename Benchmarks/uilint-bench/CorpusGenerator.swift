import Foundation
import SeededRandom

/// Writes a deterministic corpus of realistic Swift: about a fifth of the lines in
/// view files (views, cells, controllers full of constraints and setup code), the
/// rest models, networking, view models and tests. The same seed and size always
/// give the same files.
struct CorpusGenerator {
    let targetLines: Int
    var random: SeededGenerator

    init(targetLines: Int, seed: UInt64 = 42) {
        self.targetLines = targetLines
        random = SeededGenerator(seed: seed)
    }

    mutating func write(to folder: URL) throws -> (files: Int, lines: Int) {
        try? FileManager.default.removeItem(at: folder)
        var lines = 0
        var files = 0
        while lines < targetLines {
            let (path, text) = nextFile(index: files)
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            files += 1
        }
        return (files, lines)
    }

    private mutating func nextFile(index: Int) -> (String, String) {
        let name = random.pick(Words.nouns) + random.pick(Words.nouns) + "\(index)"
        switch random.next(100) {
        case 0..<9: return ("App/Views/\(name)View.swift", viewFile("\(name)View", superclass: "UIView"))
        case 9..<15: return ("App/Cells/\(name)Cell.swift", viewFile("\(name)Cell", superclass: "UITableViewCell"))
        case 15..<20:
            return (
                "App/Screens/\(name)ViewController.swift", controllerFile("\(name)ViewController", view: "\(name)View")
            )
        case 20..<50: return ("Core/Models/\(name).swift", modelFile(name))
        case 50..<65: return ("Core/Networking/\(name)Client.swift", clientFile("\(name)Client", model: name))
        case 65..<82: return ("App/ViewModels/\(name)ViewModel.swift", viewModelFile("\(name)ViewModel", model: name))
        default: return ("Tests/\(name)Tests.swift", testFile("\(name)Tests", model: name))
        }
    }

    private mutating func viewFile(_ type: String, superclass: String) -> String {
        let subviews = (0..<(4 + random.next(6))).map { index -> (String, String) in
            let kind = random.pick(["UILabel", "UIImageView", "UIButton", "UIStackView", "UIView", "UITextField"])
            return (random.pick(Words.adjectives) + kind.dropFirst(2) + "\(index)", kind)
        }
        var text = "import UIKit\n\nfinal class \(type): \(superclass) {\n"
        for (name, kind) in subviews { text += "    private let \(name) = \(kind)()\n" }
        text += """

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    commonSetup()
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                private func commonSetup() {
                    backgroundColor = .systemBackground

            """
        for (name, _) in subviews { text += "        setup\(name.prefix(1).uppercased() + name.dropFirst())()\n" }
        text += "    }\n"
        var previous = "topAnchor"
        for (name, kind) in subviews {
            text += "\n    private func setup\(name.prefix(1).uppercased() + name.dropFirst())() {\n"
            text += configuration(of: name, kind: kind)
            let leading = random.next(20) == 0 ? "leftAnchor" : "leadingAnchor"
            var constraints = [
                "\(name).topAnchor.constraint(equalTo: \(previous), constant: Layout.spacing)",
                "\(name).\(leading).constraint(equalTo: \(leading), constant: Layout.inset)",
                "\(name).trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Layout.inset)",
                "\(name).heightAnchor.constraint(equalToConstant: Layout.rowHeight)",
            ]
            if random.next(6) == 0 { constraints.swapAt(0, 3) }
            text += "        addSubview(\(name), withConstraints: [\n"
            for constraint in constraints { text += "            \(constraint),\n" }
            text += "        ])\n    }\n"
            previous = "\(name).bottomAnchor"
        }
        text += "\n    func render(props: Props) {\n"
        for (name, kind) in subviews where kind == "UILabel" { text += "        \(name).text = props.title\n" }
        text += "        accessibilityLabel = props.title\n    }\n}\n\nextension \(type) {\n"
        text += "    struct Props: Equatable {\n        let title: String\n        let subtitle: String?\n    }\n}\n"
        return text
    }

    private mutating func configuration(of name: String, kind: String) -> String {
        switch kind {
        case "UILabel":
            return
                "        \(name).font = .preferredFont(forTextStyle: .body)\n        \(name).numberOfLines = 0\n        \(name).textColor = .label\n"
        case "UIImageView":
            return "        \(name).contentMode = .scaleAspectFit\n        \(name).clipsToBounds = true\n"
        case "UIButton":
            return
                "        \(name).setTitle(\"Continue\", for: .normal)\n        \(name).addTarget(self, action: #selector(didTap), for: .touchUpInside)\n"
        case "UIStackView":
            return "        \(name).axis = .vertical\n        \(name).spacing = Layout.spacing\n"
        default:
            return
                "        \(name).backgroundColor = .secondarySystemBackground\n        \(name).layer.cornerRadius = 8\n"
        }
    }

    private mutating func controllerFile(_ type: String, view: String) -> String {
        """
        import UIKit

        final class \(type): UIViewController {
            private lazy var mainView = \(view)()
            private let viewModel: \(view)Model

            init(viewModel: \(view)Model) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func loadView() {
                view = mainView
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = viewModel.title
                viewModel.onChange = { [weak self] props in
                    self?.mainView.render(props: props)
                }
                viewModel.load()
            }
        }

        """
    }

    private mutating func modelFile(_ type: String) -> String {
        let fields = (0..<(5 + random.next(10))).map { index in
            (random.pick(Words.adjectives).lowercased() + "Value\(index)", random.pick(Words.types))
        }
        var text = "import Foundation\n\nstruct \(type): Codable, Hashable, Identifiable {\n    let id: UUID\n"
        for (name, kind) in fields { text += "    var \(name): \(kind)\n" }
        text += "\n    enum CodingKeys: String, CodingKey {\n        case id\n"
        for (name, _) in fields { text += "        case \(name) = \"\(name.lowercased())\"\n" }
        text += "    }\n\n    func isValid() -> Bool {\n"
        for (name, kind) in fields.prefix(4) {
            text +=
                kind == "String" ? "        guard !\(name).isEmpty else { return false }\n" : "        _ = \(name)\n"
        }
        text +=
            "        return true\n    }\n}\n\nextension \(type) {\n    static func sample(id: UUID = UUID()) -> \(type) {\n"
        text += "        \(type)(id: id" + fields.map { ", \($0.0): \(Words.sample[$0.1]!)" }.joined() + ")\n    }\n}\n"
        return text
    }

    private mutating func clientFile(_ type: String, model: String) -> String {
        """
        import Foundation

        protocol \(type)Protocol {
            func fetch(page: Int) async throws -> [\(model)]
            func save(_ item: \(model)) async throws
        }

        final class \(type): \(type)Protocol {
            private let session: URLSession
            private let baseURL: URL
            private let decoder = JSONDecoder()

            init(session: URLSession = .shared, baseURL: URL) {
                self.session = session
                self.baseURL = baseURL
                decoder.keyDecodingStrategy = .convertFromSnakeCase
            }

            func fetch(page: Int) async throws -> [\(model)] {
                var components = URLComponents(url: baseURL.appendingPathComponent("items"), resolvingAgainstBaseURL: false)
                components?.queryItems = [URLQueryItem(name: "page", value: String(page))]
                guard let url = components?.url else { throw URLError(.badURL) }
                let (data, response) = try await session.data(from: url)
                guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                    throw URLError(.badServerResponse)
                }
                return try decoder.decode([\(model)].self, from: data)
            }

            func save(_ item: \(model)) async throws {
                var request = URLRequest(url: baseURL.appendingPathComponent("items/\\(item.id)"))
                request.httpMethod = "PUT"
                request.httpBody = try JSONEncoder().encode(item)
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                _ = try await session.data(for: request)
            }
        }

        """
    }

    private mutating func viewModelFile(_ type: String, model: String) -> String {
        """
        import Foundation

        @MainActor
        final class \(type) {
            private(set) var items: [\(model)] = []
            private(set) var isLoading = false
            var onChange: (([\(model)]) -> Void)?
            private let client: \(model)ClientProtocol

            init(client: \(model)ClientProtocol) {
                self.client = client
            }

            func load() {
                guard !isLoading else { return }
                isLoading = true
                Task {
                    defer { isLoading = false }
                    do {
                        items = try await client.fetch(page: 1)
                        onChange?(items)
                    } catch {
                        items = []
                    }
                }
            }

            func item(at index: Int) -> \(model)? {
                items.indices.contains(index) ? items[index] : nil
            }

            var summary: String {
                items.isEmpty ? "Nothing yet" : "\\(items.count) items"
            }
        }

        """
    }

    private mutating func testFile(_ type: String, model: String) -> String {
        var text = "import XCTest\n@testable import App\n\nfinal class \(type): XCTestCase {\n"
        for index in 0..<(3 + random.next(5)) {
            text += """
                    func testCase\(index)() throws {
                        let item = \(model).sample()
                        XCTAssertTrue(item.isValid())
                        let data = try JSONEncoder().encode(item)
                        let decoded = try JSONDecoder().decode(\(model).self, from: data)
                        XCTAssertEqual(decoded, item)
                    }

                """
        }
        return text + "}\n"
    }
}

extension SeededGenerator {
    mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[next(values.count)]
    }
}

enum Words {
    static let nouns = [
        "Profile", "Player", "Track", "Album", "Order", "Basket", "Invoice", "Message", "Thread", "Photo",
        "Story", "Ticket", "Route", "Place", "Review", "Coupon", "Device", "Session", "Report", "Budget",
    ]
    static let adjectives = [
        "title", "subtitle", "primary", "secondary", "header", "footer", "avatar", "badge", "detail", "summary",
    ]
    static let types = ["String", "Int", "Double", "Bool", "Date", "[String]"]
    static let sample: [String: String] = [
        "String": "\"sample\"", "Int": "1", "Double": "1.5", "Bool": "true", "Date": "Date()", "[String]": "[]",
    ]
}
