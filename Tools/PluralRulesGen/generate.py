#!/usr/bin/env python3
"""Generates CLDR's cardinal plural rules for every CLDR locale as Swift, and their test vectors.

    python3 -m pip install -r Tools/PluralRulesGen/requirements.txt
    python3 Tools/PluralRulesGen/generate.py           # writes both outputs
    python3 Tools/PluralRulesGen/generate.py --check   # exit 1 if a committed output is stale

Outputs (both committed, both checked by --check in CI):
  Modules/Localization/Plurals/Generated/PluralRules+CLDR.swift
      One Swift function per distinct CLDR rule set, compiled from Babel's parsed rules (its AST),
      and the table from language / locale to rule set.
  Tests/LocalizationTests/Fixtures/cldr-plural-samples.json
      For every locale, the rule set it uses and CLDR's own @integer/@decimal sample numbers for
      every category, expanded ("5~8" -> 5, 6, 7, 8; "0.0~0.3" -> 0.0, 0.1, 0.2, 0.3), plus a
      broader sweep of numbers whose categories Babel computes.

Sources, both CLDR 47 (the script refuses anything else):
  * Babel (rules): the plural rules of each of Babel's locale identifiers, `Locale.parse(id)
    .plural_form`. Babel applies CLDR's inheritance (pt-AO uses pt-PT's rules; ht uses fr's) and
    gives CLDR's root rules (other only) to locales that plurals.xml does not list.
  * ICU, via pyicu-wheels (samples): ICU's `plurals` resource is CLDR's plurals.xml verbatim,
    rule text and samples; Babel drops the samples. Also the source of the 11 plurals.xml
    locales Babel has no locale for (ars, guw, nah, smi; legacy in, iw, ji, jw, mo, sh, tl), parsed
    by Babel's parser.

Before writing anything the script checks the two sources against each other: every locale both
know has the same rules, and Babel puts every (non-compact) CLDR sample in its CLDR category.
"""

from __future__ import annotations

import argparse
import collections
import decimal
import json
import pathlib
import sys
import tempfile

try:
    import babel
    from babel import Locale, localedata
    from babel.core import get_cldr_version
    from babel.plural import PluralRule, extract_operands
except ImportError:  # pragma: no cover - a message beats a traceback
    sys.exit("PluralRulesGen: needs Babel (python3 -m pip install -r Tools/PluralRulesGen/requirements.txt)")
try:
    import icu
except ImportError:  # pragma: no cover
    sys.exit("PluralRulesGen: needs ICU (python3 -m pip install -r Tools/PluralRulesGen/requirements.txt)")

ROOT = pathlib.Path(__file__).resolve().parents[2]
SWIFT_OUT = ROOT / "Modules" / "Localization" / "Plurals" / "Generated" / "PluralRules+CLDR.swift"
JSON_OUT = ROOT / "Tests" / "LocalizationTests" / "Fixtures" / "cldr-plural-samples.json"
EXPECTED_CLDR = "47"
ORDER = ["zero", "one", "two", "few", "many", "other"]
LETTER = {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"}
SWIFT_KEYWORDS = {"as", "is", "in", "do", "if", "for", "let", "var", "try", "case", "func", "self"}


def fail(message: str) -> None:
    sys.exit(f"PluralRulesGen: {message}")


# --- Sources ---------------------------------------------------------------------------------


def key_of(rule: PluralRule) -> str:
    """Identity of a rule set: Babel's AST, which ignores spelling ("i = 1" vs "i in 1")."""
    return repr(rule.abstract)


def icu_plurals() -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """plurals.xml as ICU keeps it: locale -> set name, set name -> category -> "rule @samples"."""
    bundle = icu.ResourceBundle("", icu.Locale("plurals"))
    locales_res, rules_res = bundle.get("locales"), bundle.get("rules")
    locales = {locales_res.get(n).getKey(): locales_res.get(n).getString() for n in range(locales_res.getSize())}
    sets = {}
    for name in set(locales.values()):
        entry = rules_res.get(name)
        sets[name] = {entry.get(n).getKey(): entry.get(n).getString() for n in range(entry.getSize())}
    return locales, sets


def split_rule(text: str) -> tuple[str, dict[str, str]]:
    """"i = 1 and v = 0 @integer 1 @decimal 1.0" -> ("i = 1 and v = 0", {"integer": "1", ...})."""
    condition, *samples = text.split("@")
    parsed = {}
    for sample in samples:
        kind, _, values = sample.strip().partition(" ")
        if kind not in ("integer", "decimal"):
            fail(f"unknown sample kind @{kind} in {text!r}")
        parsed[kind] = values.strip()
    return " ".join(condition.split()), parsed


def expand_samples(text: str) -> list[str]:
    """CLDR sample syntax: "0, 5~8, 1.0~1.2, 1c6, …" -> ["0", "5", "6", "7", "8", "1.0", ...]."""
    numbers = []
    for item in (part.strip() for part in text.split(",")):
        if item in ("…", "...", ""):
            continue
        if "~" not in item:
            numbers.append(item)
            continue
        low, high = item.split("~")
        if "c" in low or "e" in low:
            fail(f"compact sample range {item!r} is not supported")
        digits = len(low.partition(".")[2])
        step = decimal.Decimal(1).scaleb(-digits)
        value, end = decimal.Decimal(low), decimal.Decimal(high)
        if len(high.partition(".")[2]) != digits or (end - value) / step > 1000:
            fail(f"unexpected sample range {item!r}")
        while value <= end:
            numbers.append(f"{value:.{digits}f}")
            value += step
    return numbers


def babel_category(rule: PluralRule, number: str) -> str:
    return rule(decimal.Decimal(number))


# --- Model -----------------------------------------------------------------------------------


class RuleSet:
    def __init__(self, rule: PluralRule, cldr_text: dict[str, str], samples: dict[str, list[str]]):
        self.rule = rule
        self.cldr_text = cldr_text  # category -> CLDR's own rule text (comments only)
        self.samples = samples  # category -> CLDR's sample numbers, expanded
        self.abstract = dict(rule.abstract)
        self.categories = [c for c in ORDER if c in self.abstract] + ["other"]
        self.locales: list[str] = []  # Babel / CLDR identifiers, "pt_PT"
        self.languages: list[str] = []  # languages whose default this set is
        self.name = ""


def tag_of(identifier: str) -> tuple[str, str | None, str | None]:
    """What Swift's LanguageTag keeps of an identifier: language, script, region."""
    parts = identifier.replace("-", "_").split("_")
    language, script, region = parts[0].lower(), None, None
    for part in parts[1:]:
        if script is None and region is None and len(part) == 4 and part.isalpha():
            script = part.title()
        elif region is None and ((len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit())):
            region = part.upper()
    return language, script, region


def swift_tag(identifier: str) -> str:
    return "-".join(p for p in tag_of(identifier) if p)


def check_pins() -> None:
    """The outputs name the versions they came from, so other versions would make them look stale."""
    from importlib.metadata import version
    requirements = pathlib.Path(__file__).with_name("requirements.txt").read_text(encoding="utf-8")
    for line in requirements.splitlines():
        if "==" in line and not line.lstrip().startswith("#"):
            name, pinned = (part.strip() for part in line.split("=="))
            if version(name) != pinned:
                fail(f"{name} {version(name)} is installed, requirements.txt pins {pinned}: "
                     "python3 -m pip install -r Tools/PluralRulesGen/requirements.txt")


def build() -> tuple[list[RuleSet], dict[str, RuleSet], dict[str, RuleSet], dict[str, str]]:
    check_pins()
    cldr = str(get_cldr_version())
    icu_major = int(icu.ICU_VERSION.split(".")[0])
    if cldr != EXPECTED_CLDR or icu_major - 30 != int(EXPECTED_CLDR):
        fail(f"expected CLDR {EXPECTED_CLDR} from both Babel (has CLDR {cldr}) and ICU (has ICU {icu.ICU_VERSION},"
             f" CLDR {icu_major - 30}); change requirements.txt and EXPECTED_CLDR together")

    icu_locales, icu_sets = icu_plurals()
    sets: dict[str, RuleSet] = {}
    by_icu_set: dict[str, RuleSet] = {}
    for name in sorted(icu_sets, key=lambda s: int(s.removeprefix("set"))):
        texts, samples = {}, {}
        for category, text in icu_sets[name].items():
            condition, sample_text = split_rule(text)
            if condition:
                texts[category] = condition
            samples[category] = [n for kind in ("integer", "decimal") for n in expand_samples(sample_text.get(kind, ""))]
        rule_set = RuleSet(PluralRule(texts), texts, samples)
        key = key_of(rule_set.rule)
        if key in sets:
            fail(f"plurals.xml lists the same rules twice ({name})")
        sets[key] = by_icu_set[name] = rule_set

    # Babel's rules for every locale it knows, checked against plurals.xml where both know it.
    assignment: dict[str, RuleSet] = {}
    for identifier in sorted(localedata.locale_identifiers()):
        rule = Locale.parse(identifier).plural_form
        key = key_of(rule)
        if key not in sets:
            fail(f"Babel's rules for {identifier} are not in plurals.xml: {rule.rules}")
        if identifier in icu_locales and by_icu_set[icu_locales[identifier]] is not sets[key]:
            fail(f"Babel and ICU disagree on {identifier}")
        assignment[identifier] = sets[key]
    for identifier, name in sorted(icu_locales.items()):
        assignment.setdefault(identifier, by_icu_set[name])  # ars, iw, sh, … (and root)
    assignment.pop("root", None)

    # CLDR's samples, categorised by Babel: the two must agree (except compact "1c6" samples and
    # "0.00"-like ones, whose operands Babel gets wrong; the Swift tests check those against CLDR).
    for rule_set in sets.values():
        for category, numbers in rule_set.samples.items():
            for number in numbers:
                if "c" in number or not babel_operands_are_right(number):
                    continue  # Babel has no exponent operand, and miscounts "0.00" (see sweep_numbers)
                if babel_category(rule_set.rule, number) != category:
                    fail(f"Babel puts CLDR's {category} sample {number} in "
                         f"{babel_category(rule_set.rule, number)} ({rule_set.cldr_text})")

    # Language table: a language's own identifier decides; locales that differ are exceptions.
    by_language: dict[str, RuleSet] = {}
    for identifier, rule_set in assignment.items():
        language = tag_of(identifier)[0]
        if language == identifier:
            by_language[language] = rule_set
    for identifier in assignment:
        language = tag_of(identifier)[0]
        if language not in by_language:
            fail(f"{identifier}: Babel has no locale for its language {language}")
    exceptions: dict[str, RuleSet] = {}
    for identifier, rule_set in assignment.items():
        language, _, region = tag_of(identifier)
        if rule_set is not by_language[language]:
            tag = swift_tag(identifier)
            if tag in exceptions and exceptions[tag] is not rule_set:
                fail(f"{tag} is ambiguous")
            exceptions[tag] = rule_set

    # Simulate the Swift lookup for every identifier.
    for identifier, rule_set in assignment.items():
        if lookup(identifier, by_language, exceptions) is not rule_set:
            fail(f"the generated lookup would give {identifier} the wrong rules")

    # Names: the language with the most locales among those whose default the set is.
    locale_count = collections.Counter(tag_of(i)[0] for i in assignment)
    ordered = sorted(sets.values(), key=lambda s: (len(s.categories), s.categories, repr(s.rule.abstract)))
    for rule_set in ordered:
        rule_set.languages = sorted(l for l, s in by_language.items() if s is rule_set)
        rule_set.locales = sorted(i for i, s in assignment.items() if s is rule_set)
        if not rule_set.languages:
            fail(f"no language defaults to {rule_set.cldr_text}")
        rule_set.name = min(rule_set.languages, key=lambda l: (-locale_count[l], l))
    versions = {"cldr": EXPECTED_CLDR, "babel": babel.__version__, "icu": icu.ICU_VERSION}
    return ordered, by_language, exceptions, versions


def lookup(identifier: str, by_language: dict, exceptions: dict):
    language, script, region = tag_of(identifier)
    full = "-".join(p for p in (language, script, region) if p)
    for candidate in (full, f"{language}-{region}" if region else None):
        if candidate in exceptions:
            return exceptions[candidate]
    return by_language.get(language)


# --- Swift -----------------------------------------------------------------------------------


def swift_name(name: str) -> str:
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def operand(node) -> str:
    """("i", ()) -> "o.i"; ("mod", (("n", ()), ("value", (100,)))) -> "n % 100"."""
    if node[0] == "mod":
        inner, (kind, (modulus,)) = node[1]
        assert kind == "value"
        return f"{operand(inner)} % {modulus}"
    name = node[0]
    if name == "n":
        return "n"  # the local `n`, -1 for numbers with a non-zero fraction
    if name == "c":
        return "o.e"  # CLDR: c and e are synonyms
    if name in ("i", "v", "w", "f", "t", "e"):
        return f"o.{name}"
    fail(f"unknown operand {name}")


def relation(node, negated: bool) -> str:
    method, subject, (kind, ranges) = node
    if method != "in" or kind != "range_list":
        fail(f"unsupported relation {node}")
    x = operand(subject)
    terms = []
    for (_, (low,)), (_, (high,)) in ranges:
        terms.append(f"{x} == {low}" if low == high else f"({low}...{high}).contains({x})")
    if len(terms) == 1:
        if not negated:
            return terms[0]
        return terms[0].replace(" == ", " != ") if " == " in terms[0] else f"!{terms[0]}"
    values = [low for (_, (low,)), (_, (high,)) in ranges if low == high]
    if len(values) == len(ranges):
        joined = f"[{', '.join(map(str, values))}].contains({x})"
    else:
        joined = "(" + " || ".join(terms) + ")"
    return f"!{joined}" if negated else joined


def condition(node) -> str:
    kind, args = node
    if kind == "relation":
        return relation(args, negated=False)
    if kind == "not":
        (inner,) = args
        if inner[0] != "relation":
            fail(f"unsupported negation {inner}")
        return relation(inner[1], negated=True)
    if kind == "and":
        return " && ".join(condition(a) for a in args)
    if kind == "or":
        fail("'or' inside 'and' cannot come from CLDR's grammar")
    fail(f"unknown node {kind}")


def alternatives(node) -> list:
    """Top-level `or` branches, so each becomes its own `if` (short, and fast to type-check)."""
    if node[0] == "or":
        return [branch for part in node[1] for branch in alternatives(part)]
    return [node]


def uses_n(node) -> bool:
    if isinstance(node, tuple):
        if len(node) == 2 and node[0] == "n" and node[1] == ():
            return True
        return any(uses_n(part) for part in node)
    if isinstance(node, list):
        return any(uses_n(part) for part in node)
    return False


def wrap(words: list[str], prefix: str, width: int = 110) -> list[str]:
    lines, line = [], prefix
    for word in words:
        if len(line) + len(word) + 1 > width and line != prefix:
            lines.append(line.rstrip())
            line = prefix
        line += word + " "
    lines.append(line.rstrip())
    return lines


def comment_lines(words: list[str]) -> list[str]:
    lines = wrap(words, "  //   ")
    return lines[:1] + [line.replace("  //   ", "  //       ", 1) for line in lines[1:]]


def swift(rule_sets: list[RuleSet], exceptions: dict[str, RuleSet], versions: dict[str, str]) -> str:
    out = [
        "// Generated by Tools/PluralRulesGen — do not edit.",
        f"// CLDR {versions['cldr']} cardinal plural rules for every CLDR locale: Babel {versions['babel']}'s rules,",
        f"// checked against ICU {versions['icu']}'s copy of plurals.xml. Regenerate with",
        "// `python3 Tools/PluralRulesGen/generate.py`; CI runs it with `--check`.",
        "//",
        "// Each rule set is compiled to a Swift function, one `if` per `or` branch of a rule, in CLDR's",
        "// category order (rules are mutually exclusive). Conditions on `n` hold only for whole numbers",
        "// (\"n = 1\" is false for 1.5), so such functions first set `n` to `o.i`, or to -1, which matches",
        "// no value and no range. Why compiled code and not an interpreter: Modules/Localization/README.md.",
        "",
        "extension PluralRules {",
        f"  /// CLDR's {len(rule_sets)} distinct cardinal rule sets, each named after the language with the most",
        "  /// CLDR locales among those that use it.",
        "  enum Rule: String, Sendable, CaseIterable {",
    ]
    for rule_set in rule_sets:
        out.append(f"    case {swift_name(rule_set.name)}")
    out += ["  }", "}", "", "extension PluralRules.Rule {"]

    out += [
        "  /// The rules of a language tag: a locale with rules of its own (\"pt-PT\", \"pt-AO\"), else its",
        "  /// language; `nil` for a language CLDR does not know.",
        "  static func lookup(_ tag: LanguageTag) -> Self? {",
        "    if tag.identifier != tag.language {",
        "      if let rule = localeRules[tag.identifier] { return rule }",
        "      if let region = tag.region, let rule = localeRules[\"\\(tag.language)-\\(region)\"] { return rule }",
        "    }",
        "    return languageRules[tag.language]",
        "  }",
        "",
        "  /// Locales whose rules differ from their language's (CLDR's parent locales).",
        "  private static let localeRules: [String: Self] = [",
    ]
    for tag in sorted(exceptions):
        out.append(f"    \"{tag}\": .{swift_name(exceptions[tag].name)},")
    out += [
        "  ]",
        "",
        "  private static let languageRules: [String: Self] = {",
        "    var table: [String: Self] = [:]",
        "    for rule in allCases {",
        "      for language in rule.languages { table[language] = rule }",
        "    }",
        "    return table",
        "  }()",
        "",
        "  /// The languages whose rules these are (CLDR identifiers, including legacy ones such as \"iw\").",
        "  var languages: [String] {",
        "    switch self {",
    ]
    for rule_set in rule_sets:
        words = [f'"{l}",' for l in rule_set.languages]
        out.append(f"    case .{swift_name(rule_set.name)}:")
        lines = wrap(words, "        ")
        lines[0] = "      [" + lines[0].lstrip()
        lines[-1] = lines[-1].rstrip(",") + "]"
        out += lines
    out += ["    }", "  }", "", "  /// The categories the rules distinguish, in CLDR order.", "  var categories: [PluralCategory] {", "    switch self {"]
    for rule_set in rule_sets:
        cats = ", ".join(f".{c}" for c in rule_set.categories)
        out.append(f"    case .{swift_name(rule_set.name)}: [{cats}]")
    out += ["    }", "  }", "", "  func category(_ o: PluralOperands) -> PluralCategory {", "    switch self {"]
    for rule_set in rule_sets:
        out.append(f"    case .{swift_name(rule_set.name)}: Self.{swift_name(rule_set.name)}(o)")
    out += ["    }", "  }"]

    for rule_set in rule_sets:
        out.append("")
        users = rule_set.languages + sorted(t for t, s in exceptions.items() if s is rule_set)
        out += wrap([l + "," for l in users[:-1]] + users[-1:], "  // ")
        if len(rule_set.categories) == 1:
            out.append("  //   other: everything")
            out.append(f"  private static func {swift_name(rule_set.name)}(_: PluralOperands) -> PluralCategory {{ .other }}")
            continue
        for category in rule_set.categories[:-1]:
            text = f"{category}: {rule_set.cldr_text[category]}".split(" ")
            out += comment_lines(text)
        out.append(f"  private static func {swift_name(rule_set.name)}(_ o: PluralOperands) -> PluralCategory {{")
        if uses_n(list(rule_set.abstract.values())):
            out.append("    let n = o.isWhole ? o.i : -1")
        for category in rule_set.categories[:-1]:
            for branch in alternatives(rule_set.abstract[category]):
                line = f"    if {condition(branch)} {{ return .{category} }}"
                if len(line) <= 110:
                    out.append(line)
                    continue
                terms = condition(branch).split(" && ")  # top-level only: no `&&` inside parentheses
                out.append(f"    if {terms[0]}")
                out += [f"      && {term}" for term in terms[1:]]
                out += ["    {", f"      return .{category}", "    }"]
        out.append("    return .other")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


# --- Vectors ---------------------------------------------------------------------------------


def sweep_numbers() -> list[str]:
    """Numbers beyond CLDR's samples, categorised by Babel: every integer to 1000, the mod-1000 /
    mod-100000 / mod-1000000 boundaries, and decimals with one to three fraction digits."""
    integers = list(range(0, 1001))
    integers += [k * 1000 + r for k in range(1, 101) for r in (0, 1, 2, 11)]
    integers += [100000, 101000, 120000, 121000, 140000, 160000, 180000, 200000, 1000000, 1000001, 1100000,
                 2000000, 2100000, 10000000, 1000000000, 1000000000000, 1000000000000000000]
    decimals = [f"{x / 10:.1f}" for x in range(0, 301)]
    decimals += [f"{x / 100:.2f}" for x in range(0, 301)]
    decimals += ["0.001", "0.010", "0.011", "0.100", "0.101", "0.111", "1.000", "1.001", "1.010", "2.000",
                 "10.0", "11.0", "21.0", "100.0", "101.0", "111.0", "1000.0", "1000.5", "1000000.0", "1000000.5"]
    numbers = [str(i) for i in integers] + decimals
    # Babel 2.18 miscounts the fraction digits of numbers below 1 with a leading zero after the
    # point ("0.011" gets v = 2, "0.05" v = 1), so it would categorise those wrongly: left out.
    return [n for n in dict.fromkeys(numbers) if babel_operands_are_right(n)]


def babel_operands_are_right(number: str) -> bool:
    integer, _, fraction = number.partition(".")
    trimmed = fraction.rstrip("0")
    expected = (int(integer), len(fraction), len(trimmed), int(fraction or 0), int(trimmed or 0))
    return tuple(extract_operands(decimal.Decimal(number))[1:6]) == expected


def vectors(rule_sets: list[RuleSet], versions: dict[str, str]) -> str:
    numbers = sweep_numbers()
    lines = [
        "{",
        ' "generator": "Tools/PluralRulesGen/generate.py — do not edit",',
        f' "cldr": "{versions["cldr"]}", "babel": "{versions["babel"]}", "icu": "{versions["icu"]}",',
        ' "about": "ruleSets[].samples: CLDR\'s own @integer/@decimal samples (plurals.xml via ICU), ranges '
        'expanded; ruleSets[].sweep: the category Babel gives each of sweepNumbers, one letter each (z o t f m, x = other)",',
        f' "sweepNumbers": {json.dumps(numbers)},',
        ' "ruleSets": [',
    ]
    for n, rule_set in enumerate(rule_sets):
        sweep = "".join(LETTER[babel_category(rule_set.rule, number)] for number in numbers)
        entry = [
            "  {",
            f'   "name": {json.dumps(rule_set.name)},',
            f'   "categories": {json.dumps(rule_set.categories)},',
            f'   "rules": {json.dumps({c: rule_set.cldr_text[c] for c in rule_set.categories[:-1]}, ensure_ascii=False)},',
            f'   "locales": {json.dumps([i.replace("_", "-") for i in rule_set.locales])},',
            '   "samples": {',
        ]
        cats = [c for c in ORDER if c in rule_set.samples]
        for k, category in enumerate(cats):
            comma = "," if k < len(cats) - 1 else ""
            entry.append(f'    "{category}": {json.dumps(rule_set.samples[category])}{comma}')
        entry += ["   },", f'   "sweep": "{sweep}"', "  }" + ("," if n < len(rule_sets) - 1 else "")]
        lines += entry
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


# --- Main ------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the committed outputs are stale")
    args = parser.parse_args()

    rule_sets, by_language, exceptions, versions = build()
    outputs = {SWIFT_OUT: swift(rule_sets, exceptions, versions), JSON_OUT: vectors(rule_sets, versions)}
    locales = sum(len(s.locales) for s in rule_sets)
    summary = (f"{len(rule_sets)} rule sets, {locales} locales, {len(by_language)} languages, "
               f"{len(exceptions)} locale exceptions (CLDR {versions['cldr']}, Babel {versions['babel']}, "
               f"ICU {versions['icu']})")

    if args.check:
        stale = []
        with tempfile.TemporaryDirectory() as scratch:
            for path, text in outputs.items():
                fresh = pathlib.Path(scratch) / path.name
                fresh.write_text(text, encoding="utf-8")
                if not path.exists() or path.read_text(encoding="utf-8") != fresh.read_text(encoding="utf-8"):
                    stale.append(path.relative_to(ROOT))
        if stale:
            for path in stale:
                print(f"stale: {path}")
            fail("generated plural rules are stale; run python3 Tools/PluralRulesGen/generate.py and commit")
        print(f"plural rules are fresh: {summary}")
        return

    for path, text in outputs.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    print(summary)


if __name__ == "__main__":
    main()
