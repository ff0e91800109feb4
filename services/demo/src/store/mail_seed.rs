//! The sample mails a user finds on their first open of the mail app:
//! twenty mails from a fixed cast, in every folder, some unread, starred or
//! labelled, sent over the four months before that first open.

use chrono::{DateTime, Duration, Utc};

use super::mail::{Attachment, NewMail};

/// One sample mail: hours before the first open, folder, from (name,
/// address; `None` = the owner, a mail they sent), subject, HTML body,
/// labels, starred, unread, attachments (name, size).
struct Sample {
    hours_ago: i64,
    folder: &'static str,
    from: Option<(&'static str, &'static str)>,
    /// For a mail the owner sent: whom to.
    to: Option<&'static str>,
    subject: &'static str,
    body: &'static str,
    labels: &'static [&'static str],
    starred: bool,
    unread: bool,
    files: &'static [(&'static str, &'static str)],
}

const PRIYA: (&str, &str) = ("Priya Raman", "priya.raman@northwind-audit.com");
const MARCUS: (&str, &str) = ("Marcus Bell", "marcus.bell@contoso-insure.com");
const SOFIA: (&str, &str) = ("Sofia Alvarez", "sofia.alvarez@fabrikam.io");
const DANIEL: (&str, &str) = ("Daniel Okafor", "daniel.okafor@tailspin-legal.com");
const HANNA: (&str, &str) = ("Hanna Berg", "hanna.berg@adatum-consulting.eu");
const LUCAS: (&str, &str) = ("Lucas Moreau", "lucas.moreau@wingtip-cloud.fr");
const NEWS: (&str, &str) = ("Compliance Weekly", "newsletter@compliance-weekly.com");
const PRIZE: (&str, &str) = ("Prize Desk", "winner@lucky-prize-desk.biz");

const SAMPLES: [Sample; 20] = [
    Sample {
        hours_ago: 2,
        folder: "inbox",
        from: Some(PRIYA),
        to: None,
        subject: "Q4 internal audit plan: draft for review",
        body: "<p>Hi,</p><p>Attached is the <strong>draft Q4 audit plan</strong>. The vendor management and access review areas are new this quarter.</p><p>Could you send me your comments by Friday?</p><p>Best,<br>Priya</p>",
        labels: &["company", "important"],
        starred: true,
        unread: true,
        files: &[("q4-audit-plan.pdf", "1.2mb")],
    },
    Sample {
        hours_ago: 5,
        folder: "inbox",
        from: Some(MARCUS),
        to: None,
        subject: "Renewal of the cyber insurance policy",
        body: "<p>Hello,</p><p>Your cyber policy renews on the first of next month. The underwriter asks for the results of the last penetration test and the incident log of this year.</p><p>Kind regards,<br>Marcus Bell</p>",
        labels: &["company"],
        starred: false,
        unread: true,
        files: &[],
    },
    Sample {
        hours_ago: 26,
        folder: "inbox",
        from: Some(SOFIA),
        to: None,
        subject: "Supplier questionnaire returned",
        body: "<p>Hi there,</p><p>We completed the security questionnaire. Two controls (backup restore tests and MFA for admins) are still <em>in progress</em>; dates are in the sheet.</p><p>Sofia</p>",
        labels: &[],
        starred: false,
        unread: true,
        files: &[("questionnaire-fabrikam.xlsx", "340kb")],
    },
    Sample {
        hours_ago: 50,
        folder: "inbox",
        from: Some(DANIEL),
        to: None,
        subject: "New data retention rules: what changes for us",
        body: "<p>Dear colleague,</p><p>The new retention rules shorten the period for applicant data to six months. I suggest we add a risk for records kept too long and a control for the yearly purge.</p><p>Regards,<br>Daniel Okafor</p>",
        labels: &["important"],
        starred: true,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 4 * 24,
        folder: "inbox",
        from: Some(HANNA),
        to: None,
        subject: "Workshop on risk appetite: agenda",
        body: "<p>Hello,</p><p>Here is the agenda for Tuesday's workshop:</p><ul><li>Appetite statements per category</li><li>Tolerances for the key indicators</li><li>Escalation paths</li></ul><p>See you there,<br>Hanna</p>",
        labels: &["company"],
        starred: false,
        unread: false,
        files: &[("workshop-agenda.docx", "88kb")],
    },
    Sample {
        hours_ago: 6 * 24,
        folder: "inbox",
        from: Some(LUCAS),
        to: None,
        subject: "Maintenance window for the hosting platform",
        body: "<p>Hi,</p><p>We will patch the database cluster on Saturday from 22:00 to 02:00 CET. Expect short interruptions of the reporting service.</p><p>Lucas, Wingtip Cloud operations</p>",
        labels: &[],
        starred: false,
        unread: true,
        files: &[],
    },
    Sample {
        hours_ago: 9 * 24,
        folder: "inbox",
        from: Some(NEWS),
        to: None,
        subject: "This week: operational resilience testing",
        body: "<p><strong>Compliance Weekly</strong></p><p>Regulators expect severe but plausible scenarios to be tested every year. Our guide walks through impact tolerances and mapping of important business services.</p>",
        labels: &["personal"],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 12 * 24,
        folder: "inbox",
        from: Some(PRIYA),
        to: None,
        subject: "Follow-up on the access review findings",
        body: "<p>Hi,</p><p>Three of the five access review findings are closed. The remaining two need the HR leavers list; can you chase it?</p><p>Thanks,<br>Priya</p>",
        labels: &["company", "private"],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 17 * 24,
        folder: "inbox",
        from: Some(HANNA),
        to: None,
        subject: "Dinner after the conference?",
        body: "<p>Hi!</p><p>A few of us are going for dinner after the risk conference on Thursday. Would you like to join?</p><p>Hanna</p>",
        labels: &["personal"],
        starred: true,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 23 * 24,
        folder: "inbox",
        from: Some(MARCUS),
        to: None,
        subject: "Claim 2291: documents received",
        body: "<p>Hello,</p><p>We received the documents for claim 2291 (water damage at the archive). The adjuster will visit next week.</p><p>Marcus</p>",
        labels: &["private"],
        starred: false,
        unread: false,
        files: &[("claim-2291-photos.zip", "14mb")],
    },
    Sample {
        hours_ago: 30 * 24,
        folder: "inbox",
        from: Some(DANIEL),
        to: None,
        subject: "Contract clause on subcontractors",
        body: "<p>Dear colleague,</p><p>The draft contract lets the supplier use subcontractors without notice. I propose we require prior written consent.</p><p>Daniel</p>",
        labels: &[],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 3,
        folder: "sent",
        from: None,
        to: Some(PRIYA.1),
        subject: "Re: Q4 internal audit plan",
        body: "<p>Hi Priya,</p><p>Thanks, I will go through it tomorrow. At first glance the timing of the vendor review looks tight.</p>",
        labels: &["company"],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 8 * 24,
        folder: "sent",
        from: None,
        to: Some(SOFIA.1),
        subject: "Security questionnaire for Fabrikam",
        body: "<p>Hello Sofia,</p><p>As part of our yearly supplier review, please fill in the attached questionnaire within two weeks.</p>",
        labels: &[],
        starred: true,
        unread: false,
        files: &[("supplier-questionnaire.xlsx", "120kb")],
    },
    Sample {
        hours_ago: 40 * 24,
        folder: "sent",
        from: None,
        to: Some(LUCAS.1),
        subject: "Uptime report for last quarter",
        body: "<p>Hi Lucas,</p><p>Could you send the uptime report for last quarter, with the incidents that breached the service levels?</p>",
        labels: &[],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 20,
        folder: "draft",
        from: None,
        to: Some(HANNA.1),
        subject: "Notes from the appetite workshop",
        body: "<p>Hi Hanna,</p><p>Here are my notes from the workshop (to be completed)</p>",
        labels: &["company"],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 15 * 24,
        folder: "draft",
        from: None,
        to: Some(DANIEL.1),
        subject: "Retention risk: wording",
        body: "<p>Daniel,</p><p>Proposed wording for the new risk: records kept beyond their retention period</p>",
        labels: &["important"],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 55 * 24,
        folder: "trash",
        from: Some(NEWS),
        to: None,
        subject: "Last chance: early-bird tickets",
        body: "<p>Early-bird tickets for the Compliance Summit end tonight.</p>",
        labels: &[],
        starred: false,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 78 * 24,
        folder: "trash",
        from: Some(SOFIA),
        to: None,
        subject: "Out of office",
        body: "<p>I am out of the office until Monday with limited access to mail.</p>",
        labels: &["personal"],
        starred: true,
        unread: false,
        files: &[],
    },
    Sample {
        hours_ago: 63 * 24,
        folder: "spam",
        from: Some(PRIZE),
        to: None,
        subject: "You have WON a luxury cruise!!!",
        body: "<p>Congratulations! Click below to claim your prize before it expires.</p>",
        labels: &[],
        starred: false,
        unread: true,
        files: &[],
    },
    Sample {
        hours_ago: 120 * 24,
        folder: "spam",
        from: Some(PRIZE),
        to: None,
        subject: "Invoice overdue - act now",
        body: "<p>Your account will be closed unless you pay the attached invoice today.</p>",
        labels: &[],
        starred: false,
        unread: false,
        files: &[("invoice.pdf.exe", "2mb")],
    },
];

/// The sample mails of `owner_id` (address `address`, name `name`),
/// dated back from `now`.
pub fn sample_mails(owner_id: &str, address: &str, name: &str, now: DateTime<Utc>) -> Vec<NewMail> {
    SAMPLES
        .iter()
        .map(|s| {
            let (sender_name, sender) = s.from.unwrap_or((name, address));
            let to = match s.to {
                Some(to) => vec![to.to_owned()],
                None => vec![address.to_owned()],
            };
            NewMail {
                owner_id: owner_id.to_owned(),
                sender: sender.to_owned(),
                sender_name: sender_name.to_owned(),
                to,
                cc: vec![],
                bcc: vec![],
                subject: s.subject.to_owned(),
                message: s.body.to_owned(),
                attachments: s
                    .files
                    .iter()
                    .map(|(file_name, size)| Attachment {
                        file_name: (*file_name).to_owned(),
                        size: (*size).to_owned(),
                        ..Default::default()
                    })
                    .collect(),
                is_starred: s.starred,
                labels: s.labels.iter().map(|l| (*l).to_owned()).collect(),
                sent_at: now - Duration::hours(s.hours_ago),
                mail_folder: s.folder.to_owned(),
                unread: s.unread,
                img: String::new(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_folder_has_samples_and_some_are_unread_starred_and_labelled() {
        let mails = sample_mails("u1", "me@demo.com", "Me", Utc::now());
        assert_eq!(mails.len(), 20);
        for folder in ["inbox", "sent", "draft", "trash", "spam"] {
            assert!(mails.iter().any(|m| m.mail_folder == folder), "{folder}");
        }
        assert!(mails.iter().any(|m| m.unread));
        assert!(mails.iter().any(|m| m.is_starred));
        for label in ["personal", "company", "important", "private"] {
            assert!(
                mails.iter().any(|m| m.labels.iter().any(|l| l == label)),
                "{label}"
            );
        }
        let sent = mails.iter().find(|m| m.mail_folder == "sent").unwrap();
        assert_eq!(
            (sent.sender.as_str(), sent.sender_name.as_str()),
            ("me@demo.com", "Me")
        );
    }
}
