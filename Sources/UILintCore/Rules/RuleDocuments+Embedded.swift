let embeddedRuleDocuments: [String: String] = [:]
