/// The front matter of a pattern entry, key by key, in the order the README documents them.
extension FrontMatterField {
    public static let title = FrontMatterField(
        "title", .text, required: true,
        summary: "The component's name, shown as the page title and in \"How to test a …\".",
        missingHint: "add 'title: \"Component name\"'")
    public static let description = FrontMatterField(
        "description", .text,
        summary: "One sentence saying what the component is for; shown under the title and in lists.")
    public static let categories = FrontMatterField(
        "categories", .words(.categories), required: true,
        summary: "The categories the entry is filed under: a list, or words separated by spaces or commas.",
        missingHint: "add 'categories: [one-of-the-site-categories]'")
    public static let platforms = FrontMatterField(
        "platforms", .words(.platforms),
        summary: "The platforms the entry covers; when absent, the platforms its developer notes have tips for.")
    public static let keyboard = FrontMatterField(
        "keyboard", .criteria, required: true,
        summary: "Keyboard testing, in order: each key or key combination mapped to what must happen.",
        example: "tab: Focus moves to the control",
        missingHint: "add 'keyboard:' with steps such as '  tab: Focus moves to the control'")
    public static let mobile = FrontMatterField(
        "mobile", .criteria, required: true,
        summary: "Mobile screen-reader testing, in order: each gesture mapped to what must happen.",
        example: "swipe: Focus moves to the control",
        missingHint: "add 'mobile:' with gestures such as '  swipe: Focus moves to the control'")
    public static let screenReader = FrontMatterField(
        "screenreader", .mapping(screenReaderFields), required: true,
        summary: "What a screen reader must announce for the component: name, role, group and state, then any further announcements.",
        missingHint: "add 'screenreader:' with 'name:', 'role:', 'group:' and 'state:' indented under it")
    public static let settings = FrontMatterField(
        "settings", .criteria,
        summary: "Device settings to test: each setting mapped to how the component must respond.",
        example: "text resize: Text grows to 200%")
    public static let gherkinKeyboard = FrontMatterField(
        "gherkin-keyboard", .steps(gherkinStepFields),
        summary: "Hand-written Gherkin steps for the keyboard scenario, replacing the ones generated from 'keyboard'.")
    public static let gherkinMobile = FrontMatterField(
        "gherkin-mobile", .steps(gherkinStepFields),
        summary: "Hand-written Gherkin steps for the screen-reader scenario, replacing the ones generated from 'mobile'.")
    public static let order = FrontMatterField(
        "order", .integer,
        summary: "Where the entry stands inside its categories: entries with an order come first, lowest first, then the others by title.")
    public static let wcag = FrontMatterField(
        "wcag", .wcag,
        summary: "How the entry maps to WCAG 2.2: plain-language criteria grouped by principle ('- name: Operable' with a 'list' of '- criteria: …', each optionally citing 'sc: [2.1.1]'), or success-criterion ids alone ('[2.1.1, 2.4.7]').")
    public static let sources = FrontMatterField(
        "sources", .sources(sourceFields),
        summary: "The published references the entry rests on (WAI-ARIA APG, WCAG Understanding, platform documentation, a screen reader's source), each '- title: …' with 'url: https://…' and optionally 'backs:' naming the criterion keys or sections it supports; shown under a Sources heading.")
    public static let verify = FrontMatterField(
        "verify", .keys,
        summary: "Criterion keys ('mobile.swipe-up-or-down') whose behaviour is not yet confirmed on a real device; each is marked \"Not yet confirmed on a device\" on the page and listed by 'patterns report coverage'.")
    public static let layout = FrontMatterField(
        "layout", .ignored,
        summary: "Accepted and ignored, so entries written for Jekyll-style sites (`layout: pattern`) need no change.")
    public static let permalink = FrontMatterField(
        "permalink", .ignored,
        summary: "Accepted and ignored: an entry's address comes from its collection's permalink in patterns.yml.")

    /// Every key an entry's front matter may have.
    public static let patternEntry: [FrontMatterField] = [
        title, description, categories, platforms, keyboard, mobile, screenReader, settings,
        gherkinKeyboard, gherkinMobile, wcag, sources, verify, order, layout, permalink,
    ]

    /// The four announcements every entry states under `screenreader`; further keys are kept as extra announcements.
    public static let screenReaderFields: [FrontMatterField] = [
        FrontMatterField("name", .text, required: true,
                         summary: "What the screen reader announces as the component's name, and how it relates to the visible label."),
        FrontMatterField("role", .text, required: true,
                         summary: "The role announced on each platform (button, adjustable, tab…)."),
        FrontMatterField("group", .text, required: true,
                         summary: "What is read together with the component: its label, its container, its position in a set."),
        FrontMatterField("state", .text, required: true,
                         summary: "The states and values announced, and when they change."),
    ]

    /// The keys of one hand-written Gherkin step: one connector (these are the usual ones; any short
    /// phrase such as `or` or `if tab activation is manual` is one too) and an optional `result`.
    public static let gherkinStepFields: [FrontMatterField] = [
        FrontMatterField("when", .text, summary: "The step's connector and its text, without the keyword: \"I press the right arrow key\". The first step's connector is 'when'."),
        FrontMatterField("then", .text, summary: "A connector: what must follow, without the keyword: \"the value increases by one step\"."),
        FrontMatterField("and", .text, summary: "A connector: a further action or result."),
        FrontMatterField("or", .text, summary: "A connector: another way to do the step before it."),
        FrontMatterField("result", .text, summary: "What the user then sees or hears: \"I see a focus indicator\"."),
    ]

    /// The keys of one `sources` item (of an entry or a guide).
    public static let sourceFields: [FrontMatterField] = [
        FrontMatterField("title", .text, required: true, summary: "The link text: what the source is, such as \"WAI-ARIA APG: Tabs pattern\"."),
        FrontMatterField("url", .text, required: true, summary: "The source's address, starting with https:// (or http://)."),
        FrontMatterField("backs", .keys, summary: "The criterion keys ('mobile.swipe-up-or-down', 'screenreader.name') or section anchors ('groupings') the source supports: one, or a list."),
    ]

    /// The keys of one `wcag` group.
    public static let wcagGroupFields: [FrontMatterField] = [
        FrontMatterField("name", .text, required: true, summary: "The principle: Perceivable, Operable, Understandable or Robust."),
        FrontMatterField("list", .text, required: true, summary: "The group's criteria, each '- criteria: …' with optional 'sc: […]'."),
    ]

    /// The keys of one criterion in a `wcag` group's list.
    public static let wcagCriterionFields: [FrontMatterField] = [
        FrontMatterField("criteria", .text, required: true, summary: "What must be true, in plain words: \"Is keyboard operable\"."),
        FrontMatterField("sc", .text, summary: "The WCAG 2.2 success criteria it checks, by number: [2.1.1, 2.1.2]."),
    ]
}
