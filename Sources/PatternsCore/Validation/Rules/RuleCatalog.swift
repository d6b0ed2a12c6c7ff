import PatternsDiagnostics

/// Every rule the tool reports, for `patterns explain`, the generated rules table and SARIF output.
public enum RuleCatalog {
    public static let all: [Rule] = [
        .yamlSyntax, .yamlDuplicateKey, .yamlTabIndentation, .yamlLimit,
        .fileUnreadable, .fileSymlink, .fileNameClash, .fileCaseClash,
        .frontMatterMissing, .frontMatterEmpty, .frontMatterUnterminated,
        .missingField, .wrongType, .emptyValue, .unknownKey, .keyVariant, .misplacedKey, .untrimmedValue,
        .gherkinStep, .gherkinFirstConnector, .emptyBody, .placeholder, .invalidSlug, .unknownCategory, .unknownPlatform, .platformGap,
        .wcagPrinciple, .unknownSuccessCriterion, .obsoleteSuccessCriterion, .wcagWrongPrinciple,
        .sourceURL, .unknownKeyReference,
        .duplicateSlug, .duplicateTitle, .generatedPath,
        .brokenLink, .missingAnchor, .unsafeURL,
        .imageMissingAlt, .headingLevel, .rawHTML, .mojibake,
        .exampleMissingFile, .exampleEmpty, .exampleIgnoredBody, .exampleUnknownOption,
        .mediaCaptionsMissing, .mediaLFSPointer, .mediaUnknownEntry, .mediaUnknownFolder,
        .templateSyntax,
        .configInvalid, .configUnknownKey, .templateInvalid, .templateUnknownVariable, .templateIncludeCycle, .templateNestingLimit,
        .templateNotCompiled,
        .resultsMalformed, .resultsUnknownCriterion, .resultsChangedCriterion,
    ] + Rule.importRules

    public static func rule(id: String) -> Rule? { all.first { $0.id == id } }
}
