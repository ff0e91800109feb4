//! The service crate template (docs/adr/0013-service-crate-template.md) held
//! by the build: every service crate has the same folders, `domain/` and
//! `store/` name no transport type, no service's modules import each other in
//! a circle, and every proto message, field and enum value has a comment.
//!
//! These read the source as text: they are the `grep` of issue 11's "Done
//! when", run by `make test` so the template cannot drift unnoticed.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// The services built on the template (platform is the shared crate).
const SERVICES: &[&str] = &["auth", "risk", "incident", "settings", "demo"];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn src_of(service: &str) -> PathBuf {
    workspace().join("services").join(service).join("src")
}

/// Every `.rs` file below `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).unwrap_or_else(|e| panic!("reading {}: {e}", d.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The code of a Rust file without its comments (line and block), so that a
/// doc comment naming `tonic` is not taken for a use of it.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut depth = 0;
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('/', Some('*')) => {
                chars.next();
                depth += 1;
            }
            ('*', Some('/')) if depth > 0 => {
                chars.next();
                depth -= 1;
            }
            ('/', Some('/')) if depth == 0 => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            ('"', _) if depth == 0 => {
                // Strings are kept as an empty pair: a message may say "tonic".
                out.push_str("\"\"");
                let mut escaped = false;
                for c in chars.by_ref() {
                    match c {
                        '\\' if !escaped => escaped = true,
                        '"' if !escaped => break,
                        _ => escaped = false,
                    }
                }
            }
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn every_service_crate_has_the_same_folders() {
    let required_files = [
        "main.rs",
        "lib.rs",
        "config.rs",
        "startup.rs",
        "migration.rs",
    ];
    let optional_files = ["seed.rs"];
    let folders: BTreeSet<&str> = ["domain", "grpc", "store"].into();
    for service in SERVICES {
        let src = src_of(service);
        let mut files = BTreeSet::new();
        let mut dirs = BTreeSet::new();
        for entry in fs::read_dir(&src).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().into_string().unwrap();
            if entry.path().is_dir() {
                dirs.insert(name);
            } else {
                files.insert(name);
            }
        }
        let dirs: BTreeSet<&str> = dirs.iter().map(String::as_str).collect();
        assert_eq!(dirs, folders, "the folders of services/{service}/src");
        for f in required_files {
            assert!(files.contains(f), "services/{service}/src/{f} is missing");
        }
        for f in &files {
            assert!(
                required_files.contains(&f.as_str()) || optional_files.contains(&f.as_str()),
                "services/{service}/src/{f} is not a file of the template (ADR 13)"
            );
        }
        for f in ["grpc/mod.rs", "domain/mod.rs", "store/mod.rs"] {
            assert!(
                src.join(f).is_file(),
                "services/{service}/src/{f} is missing"
            );
        }
        assert!(
            src.join("grpc/convert.rs").is_file() || src.join("grpc/convert/mod.rs").is_file(),
            "services/{service}/src/grpc/convert.rs is missing"
        );
    }
}

#[test]
fn domain_and_store_name_no_transport_type() {
    let forbidden = ["pb::", "proto::", "tonic", "actix"];
    let mut found = vec![];
    for service in SERVICES {
        for layer in ["domain", "store"] {
            for file in rust_files(&src_of(service).join(layer)) {
                let code = code_of(&fs::read_to_string(&file).unwrap());
                for (n, line) in code.lines().enumerate() {
                    if let Some(word) = forbidden.iter().find(|w| line.contains(*w)) {
                        found.push(format!(
                            "{}:{}: {word}",
                            file.strip_prefix(workspace()).unwrap_or(&file).display(),
                            n + 1
                        ));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "domain/ and store/ must not name proto, tonic or actix types (ADR 13):\n{}",
        found.join("\n")
    );
}

/// A module of a service, as a path below the crate root: `store::risks`.
type Module = Vec<String>;

/// The module a file defines: `store/risks.rs` → `store::risks`, `store/mod.rs` → `store`.
fn module_of(src: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The paths a file's code names below `crate::`, `super::` or `self::`,
/// with `use` groups (`crate::{a::b, c}`) expanded, resolved against `here`.
fn paths_named(code: &str, here: &Module) -> Vec<Module> {
    // The module `super` and `self` are relative to: a `mod.rs` is its folder.
    let base: Module = here.clone();
    let mut out = vec![];
    let bytes: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let at_word = i == 0 || !(bytes[i - 1].is_alphanumeric() || bytes[i - 1] == '_');
        let rest: String = bytes[i..bytes.len().min(i + 8)].iter().collect();
        let start = ["crate::", "super::", "self::"]
            .into_iter()
            .find(|p| at_word && rest.starts_with(p));
        let Some(start) = start else {
            i += 1;
            continue;
        };
        let mut prefix: Module = match start {
            "crate::" => vec![],
            "self::" => base.clone(),
            _ => {
                let mut p = base.clone();
                p.pop();
                p
            }
        };
        i += start.len();
        // More `super::` steps.
        while bytes[i..].iter().take(7).collect::<String>() == "super::" {
            prefix.pop();
            i += "super::".len();
        }
        let (paths, end) = parse_tree(&bytes, i);
        for p in paths {
            let mut full = prefix.clone();
            full.extend(p);
            out.push(full);
        }
        i = end;
    }
    out
}

/// Parses a path tree at `i` (`a::b::{c, d::e}` or `a::b`), returning its
/// leaf paths and where it ends.
fn parse_tree(s: &[char], mut i: usize) -> (Vec<Module>, usize) {
    let mut segs: Module = vec![];
    loop {
        while i < s.len() && s[i].is_whitespace() {
            i += 1;
        }
        if i < s.len() && s[i] == '{' {
            i += 1;
            let mut out = vec![];
            loop {
                while i < s.len() && (s[i].is_whitespace() || s[i] == ',') {
                    i += 1;
                }
                if i >= s.len() || s[i] == '}' {
                    return (out, i + 1);
                }
                let (inner, end) = parse_tree(s, i);
                for p in inner {
                    let mut full = segs.clone();
                    full.extend(p);
                    out.push(full);
                }
                // Whatever is not a path (a glob's `*`, `as x`) is stepped over.
                i = end.max(i + 1);
            }
        }
        let start = i;
        while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
            i += 1;
        }
        if i > start {
            segs.push(s[start..i].iter().collect());
        }
        if s[i..].iter().take(2).collect::<String>() == "::" {
            i += 2;
        } else {
            // `self` inside a group names the group's own path.
            if segs.last().is_some_and(|s| s == "self") {
                segs.pop();
            }
            // A glob names the module itself; an alias (`a as b`) is skipped.
            if i < s.len() && s[i] == '*' {
                i += 1;
            }
            let mut j = i;
            while j < s.len() && s[j].is_whitespace() {
                j += 1;
            }
            if s[j..].iter().take(3).collect::<String>() == "as " {
                j += 3;
                while j < s.len() && (s[j].is_whitespace() || s[j].is_alphanumeric() || s[j] == '_')
                {
                    j += 1;
                }
                i = j;
            }
            return (vec![segs], i);
        }
    }
}

/// The edges `module → module it names`, between the files of one service.
fn import_graph(service: &str) -> BTreeMap<Module, BTreeSet<Module>> {
    let src = src_of(service);
    let files = rust_files(&src);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(&src, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &files {
        let here = module_of(&src, file);
        let code = code_of(&fs::read_to_string(file).unwrap());
        let mut targets = BTreeSet::new();
        for path in paths_named(&code, &here) {
            // The longest prefix of the path that is a file of the service.
            let target = (0..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|p| modules.contains(p));
            let Some(target) = target else { continue };
            // A folder's mod.rs declares and re-exports its children: not an import.
            let into_own_child = target.len() > here.len() && target.starts_with(&here);
            if target != here && !target.is_empty() && !into_own_child {
                targets.insert(target);
            }
        }
        graph.insert(here, targets);
    }
    graph
}

/// A circle in `graph`, if there is one.
fn find_circle(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        m: &Module,
        graph: &BTreeMap<Module, BTreeSet<Module>>,
        marks: &mut BTreeMap<Module, Mark>,
        stack: &mut Vec<Module>,
    ) -> Option<Vec<Module>> {
        match marks.get(m) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let from = stack.iter().position(|s| s == m).unwrap();
                let mut circle = stack[from..].to_vec();
                circle.push(m.clone());
                return Some(circle);
            }
            None => {}
        }
        marks.insert(m.clone(), Mark::Open);
        stack.push(m.clone());
        for next in graph.get(m).into_iter().flatten() {
            if let Some(c) = visit(next, graph, marks, stack) {
                return Some(c);
            }
        }
        stack.pop();
        marks.insert(m.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for m in graph.keys() {
        if let Some(c) = visit(m, graph, &mut marks, &mut vec![]) {
            return Some(c);
        }
    }
    None
}

#[test]
fn no_service_has_an_import_circle_among_its_modules() {
    for service in SERVICES {
        let graph = import_graph(service);
        assert!(graph.len() > 5, "{service}: the graph was not read");
        if let Some(circle) = find_circle(&graph) {
            let names: Vec<String> = circle.iter().map(|m| m.join("::")).collect();
            panic!(
                "{service}: modules import each other in a circle: {}",
                names.join(" → ")
            );
        }
    }
}

#[test]
fn only_startup_and_the_transport_itself_reach_the_transport() {
    for service in SERVICES {
        for (module, targets) in import_graph(service) {
            let reaches_grpc = targets
                .iter()
                .any(|t| t.first().is_some_and(|f| f == "grpc"));
            let allowed = module.is_empty()
                || module
                    .first()
                    .is_some_and(|f| f == "grpc" || f == "startup");
            assert!(
                !reaches_grpc || allowed,
                "{service}: {} imports grpc/ (only startup may)",
                module.join("::")
            );
        }
    }
}

#[test]
fn the_circle_finder_finds_a_circle_and_resolves_groups() {
    // A check that cannot fail is no check: a made-up graph with a circle.
    let m = |s: &str| s.split("::").map(str::to_owned).collect::<Module>();
    let graph: BTreeMap<Module, BTreeSet<Module>> = [
        (m("store::a"), [m("store::b")].into()),
        (m("store::b"), [m("domain")].into()),
        (m("domain"), [m("store::a")].into()),
    ]
    .into();
    assert!(find_circle(&graph).is_some());
    let code = code_of("use crate::{domain::{a, b::{self, C}}, store::x}; // crate::grpc\n");
    let paths = paths_named(&code, &m("store::y"));
    let names: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        names,
        ["domain::a", "domain::b", "domain::b::C", "store::x"]
    );
    let paths = paths_named("use super::risks::X;", &m("store::y"));
    assert_eq!(paths, [m("store::risks::X")]);
    let paths = paths_named("use crate::{store::{*, a as b}, domain::*};", &m("grpc"));
    let names: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(names, ["store", "store::a", "domain"]);
}

#[test]
fn every_proto_message_field_and_enum_value_has_a_comment() {
    let mut missing = vec![];
    let mut counted = 0;
    let proto = workspace().join("proto");
    for package in fs::read_dir(&proto).unwrap() {
        let dir = package.unwrap().path().join("v1");
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let file = entry.unwrap().path();
            if file.extension().is_none_or(|x| x != "proto") {
                continue;
            }
            let text = fs::read_to_string(&file).unwrap();
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            let mut depth = 0usize;
            for (n, line) in lines.iter().enumerate() {
                let declares = line.starts_with("message ")
                    || line.starts_with("enum ")
                    || (depth > 0 && !line.starts_with("//") && line.ends_with(';'));
                let is_rpc = line.starts_with("rpc ");
                if declares && !is_rpc {
                    counted += 1;
                    let above = n.checked_sub(1).map(|k| lines[k]).unwrap_or("");
                    if !above.starts_with("//") {
                        missing.push(format!(
                            "{}:{}: {line}",
                            file.strip_prefix(workspace()).unwrap().display(),
                            n + 1
                        ));
                    }
                }
                // Depth counts open bodies (message, enum, oneof, service).
                if !line.starts_with("//") {
                    let code = line.split("//").next().unwrap_or("");
                    depth += code.matches('{').count();
                    depth = depth.saturating_sub(code.matches('}').count());
                }
            }
        }
    }
    assert!(
        counted > 300,
        "the protos were not read ({counted} declarations)"
    );
    assert!(
        missing.is_empty(),
        "{} of {counted} proto declarations have no comment above them:\n{}",
        missing.len(),
        missing.join("\n")
    );
}
