/// The facts of a file in the cache's binary form: read by every warm run for the project index,
/// and hashed into the index's digest. JSON took longer than parsing the files.
extension CacheWriter {
    mutating func write(_ facts: DeclarationFacts) {
        write(facts.types.count)
        for type in facts.types {
            write(type.name)
            write(type.kind.rawValue)
            write(strings: type.inheritedTypes)
            write(members: type.members)
        }
        write(members: facts.freeMembers)
        write(strings: facts.typesAskedAbout)
    }

    private mutating func write(members: [MemberFacts]) {
        write(members.count)
        for member in members {
            write(member.kind.rawValue)
            write(member.name)
            write(strings: member.labels)
            write(strings: member.parameterNames)
            write(strings: member.parameterTypeNames)
            write(optional: member.typeName)
            write(
                (member.isOverride ? 1 : 0) | (member.isStatic ? 2 : 0) | (member.callsConstraint ? 4 : 0)
                    | (member.addsParameterAsSubview ? 8 : 0) | (member.activatesConstraints ? 16 : 0)
                    | (member.setsOnlyAppearance ? 32 : 0) | (member.placesByPhysicalX ? 64 : 0))
            write(strings: member.disablesAutoresizingOf)
            write(strings: member.removedViews)
            write(strings: member.snapKitHorizontalAttributes)
            write(strings: member.selfCallNames)
            write(strings: member.callsPassingSelf)
            write(strings: member.parameterCallNames)
            write(member.defaultedParameters)
            write(optional: member.numericValue)
        }
    }

    private mutating func write(strings: [String]) {
        write(strings.count)
        for string in strings { write(string) }
    }
}

extension CacheReader {
    mutating func readFacts() throws -> DeclarationFacts {
        var facts = DeclarationFacts()
        for _ in 0..<(try readCount()) {
            let name = try readString()
            guard let kind = DeclaredTypeKind(rawValue: try readString()) else { throw Damaged() }
            facts.types.append(
                DeclaredTypeFacts(name: name, kind: kind, inheritedTypes: try readStrings(), members: try readMembers())
            )
        }
        facts.freeMembers = try readMembers()
        facts.typesAskedAbout = try readStrings()
        return facts
    }

    private mutating func readMembers() throws -> [MemberFacts] {
        try (0..<(try readCount())).map { _ in
            guard let kind = MemberFacts.Kind(rawValue: try readString()) else { throw Damaged() }
            let name = try readString()
            let labels = try readStrings()
            let parameterNames = try readStrings()
            let parameterTypeNames = try readStrings()
            let typeName = try readOptionalString()
            let flags = try readInt()
            var member = MemberFacts(
                kind: kind, name: name, labels: labels, parameterNames: parameterNames,
                parameterTypeNames: parameterTypeNames, typeName: typeName,
                isOverride: flags & 1 != 0, isStatic: flags & 2 != 0)
            member.callsConstraint = flags & 4 != 0
            member.addsParameterAsSubview = flags & 8 != 0
            member.activatesConstraints = flags & 16 != 0
            member.setsOnlyAppearance = flags & 32 != 0
            member.placesByPhysicalX = flags & 64 != 0
            member.disablesAutoresizingOf = try readStrings()
            member.removedViews = try readStrings()
            member.snapKitHorizontalAttributes = try readStrings()
            member.selfCallNames = try readStrings()
            member.callsPassingSelf = try readStrings()
            member.parameterCallNames = try readStrings()
            member.defaultedParameters = try readInt()
            member.numericValue = try readOptionalString()
            return member
        }
    }

    private mutating func readStrings() throws -> [String] {
        try (0..<(try readCount())).map { _ in try readString() }
    }

    private mutating func readCount() throws -> Int {
        let count = try readInt()
        guard count >= 0, count <= 1_000_000 else { throw Damaged() }
        return count
    }
}
