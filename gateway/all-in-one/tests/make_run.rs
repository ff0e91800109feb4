//! What `make run` starts the server with (issue 30): self-registration off
//! unless asked for, and while it is on, loopback only unless HTTP_ADDR says
//! otherwise. The Makefile's `serve` step runs `printenv` instead of the
//! server, so the environment it would start with is read, not guessed.

use std::{collections::HashMap, process::Command};

/// The environment `make serve` gives the server, started with `env`.
fn serve_environment(env: &[(&str, &str)]) -> HashMap<String, String> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut make = Command::new("make");
    make.current_dir(root)
        .args(["-s", "serve", "RISKHUB=printenv"])
        .env_remove("ALLOW_REGISTRATION")
        .env_remove("HTTP_ADDR")
        .env_remove("MAKEFLAGS");
    for (k, v) in env {
        make.env(k, v);
    }
    let out = make.output().expect("make runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect()
}

#[test]
fn make_run_keeps_registration_off_unless_asked() {
    let env = serve_environment(&[]);
    assert_eq!(env["ALLOW_REGISTRATION"], "false");
    assert_eq!(env["STATIC_DIR"], "frontend/dist");
}

#[test]
fn asked_for_registration_listens_on_loopback_unless_told_otherwise() {
    let env = serve_environment(&[("ALLOW_REGISTRATION", "true")]);
    assert_eq!(env["ALLOW_REGISTRATION"], "true");
    assert_eq!(env["HTTP_ADDR"], "127.0.0.1:8080");
    let env = serve_environment(&[
        ("ALLOW_REGISTRATION", "true"),
        ("HTTP_ADDR", "0.0.0.0:9000"),
    ]);
    assert_eq!(env["HTTP_ADDR"], "0.0.0.0:9000");
}
