//! `scripts/check-backends.sh` (issue 30): a test target pointed at
//! PostgreSQL creates its database when missing and says so in one line;
//! a backend that does not answer is named with the command that starts it.
//! The PostgreSQL part runs where `TEST_DATABASE_URL` is set (CI).

use std::process::{Command, Output};

fn check(env: &[(&str, &str)]) -> Output {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut cmd = Command::new("./scripts/check-backends.sh");
    cmd.current_dir(root)
        .env_remove("TEST_DATABASE_URL")
        .env_remove("TEST_REDIS_URL")
        .env_remove("TEST_AMQP_URL");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the script runs")
}

fn said(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

#[test]
fn without_backends_it_says_so_and_a_silent_one_is_named() {
    let out = check(&[]);
    assert!(out.status.success());
    assert_eq!(
        said(&out),
        "backends: none set (SQLite and in-process stand-ins)"
    );
    // Nothing listens on port 9 of loopback.
    let out = check(&[("TEST_REDIS_URL", "redis://127.0.0.1:9")]);
    assert!(!out.status.success());
    assert!(
        said(&out)
            .starts_with("backends: missing Redis at redis://127.0.0.1:9 (start it: redis-server"),
        "{}",
        said(&out)
    );
    let out = check(&[(
        "TEST_DATABASE_URL",
        "postgres://postgres@127.0.0.1:5432/bad;name",
    )]);
    assert!(!out.status.success());
}

#[test]
fn a_missing_test_database_is_created_once() {
    let Ok(url) = std::env::var("TEST_DATABASE_URL") else {
        assert_ne!(
            std::env::var("CI").as_deref(),
            Ok("true"),
            "CI sets TEST_DATABASE_URL"
        );
        return;
    };
    let server = url.rsplit_once('/').unwrap().0.to_owned();
    let db = format!("riskhub_check_{}", std::process::id());
    let target = format!("{server}/{db}");
    let out = check(&[("TEST_DATABASE_URL", &target)]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        said(&out),
        format!("backends: PostgreSQL database {db} (created) ready")
    );
    let out = check(&[("TEST_DATABASE_URL", &target)]);
    assert_eq!(
        said(&out),
        format!("backends: PostgreSQL database {db} ready")
    );
    let dropped = Command::new("psql")
        .args([
            "-q",
            &format!("{server}/postgres"),
            "-c",
            &format!("DROP DATABASE \"{db}\""),
        ])
        .status()
        .unwrap();
    assert!(dropped.success());
}
