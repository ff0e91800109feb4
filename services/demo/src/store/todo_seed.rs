//! The sample tasks every user starts with (the admin template's todo list),
//! oldest first: they get ids 1 to 15, so the list shows the last first.

use super::todo::TaskFields;

/// (title, description, important, starred, completed, trashed, tags)
type Sample = (
    &'static str,
    &'static str,
    bool,
    bool,
    bool,
    bool,
    &'static [&'static str],
);

const SAMPLES: [Sample; 15] = [
    (
        "Refactor the risk register filters",
        "Split the filter bar into small components and keep the query string in sync.",
        false,
        true,
        true,
        false,
        &["team", "medium"],
    ),
    (
        "Plan the quarterly control review",
        "Book a slot with each control owner and share the checklist beforehand.",
        true,
        false,
        false,
        false,
        &["team", "high"],
    ),
    (
        "Update the privacy notice",
        "Legal sent the new wording; publish it on the intranet and the website.",
        false,
        false,
        true,
        false,
        &["update"],
    ),
    (
        "Prepare the board risk report",
        "Top ten risks, trend since last quarter and open action plans.",
        true,
        true,
        false,
        false,
        &["high"],
    ),
    (
        "Archive last year's incident files",
        "Move the closed incidents of last year to the archive share.",
        false,
        false,
        false,
        true,
        &["low"],
    ),
    (
        "Review supplier due-diligence questionnaires",
        "Three new cloud suppliers answered; check the security section first.",
        true,
        false,
        false,
        false,
        &["medium"],
    ),
    (
        "Send the phishing test results",
        "Share the click rate per department with the managers.",
        false,
        true,
        true,
        false,
        &["team", "update"],
    ),
    (
        "Renew the cyber insurance policy",
        "Collect the broker's questions and the answers from IT.",
        true,
        false,
        false,
        false,
        &["high"],
    ),
    (
        "Clean up the shared drive",
        "Remove duplicate drafts of the risk policy.",
        false,
        false,
        false,
        true,
        &["low"],
    ),
    (
        "Book the business continuity exercise",
        "Find a date in the next month that suits the crisis team.",
        false,
        true,
        false,
        false,
        &["team", "medium"],
    ),
    (
        "Check the fire extinguisher log",
        "Facilities say the last inspection date is missing.",
        false,
        false,
        true,
        false,
        &["low"],
    ),
    (
        "Write the onboarding guide for new risk owners",
        "How to assess a risk, add a control and follow an action plan.",
        false,
        true,
        false,
        false,
        &["team", "update"],
    ),
    (
        "Chase overdue action plans",
        "Remind the owners of plans past their due date.",
        true,
        false,
        false,
        false,
        &["high", "update"],
    ),
    (
        "Translate the code of conduct summary",
        "German, French and Portuguese versions for the subsidiaries.",
        false,
        false,
        false,
        false,
        &["medium"],
    ),
    (
        "Schedule the access rights recertification",
        "Export the role assignments and send them to each manager.",
        true,
        true,
        false,
        false,
        &["team", "high"],
    ),
];

/// The samples, oldest first.
pub fn samples() -> Vec<TaskFields> {
    SAMPLES
        .iter()
        .map(
            |&(title, description, is_important, is_starred, is_completed, is_trashed, tags)| {
                TaskFields {
                    title: title.to_owned(),
                    description: description.to_owned(),
                    is_important,
                    is_starred,
                    is_completed,
                    is_trashed,
                    tags: tags.iter().map(|t| (*t).to_owned()).collect(),
                }
            },
        )
        .collect()
}
