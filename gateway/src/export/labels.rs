//! The words of the exports in the requester's language: the same labels
//! the screens show, never the stored codes (`re_rated`, `in_progress`,
//! `owner_id`). One table per kind of value, each entry in en, de, fr and
//! pt, copied from the SPA's `frontend/src/locales/*/*.json` (the key it
//! was copied from is kept beside it, and a test checks that the texts
//! still match).
//!
//! The language is the `lang` query parameter (en, de, fr, pt, or a tag
//! like `de-CH`), else the first supported one of `Accept-Language`, else
//! English. A code a table does not know (a band or role an administrator
//! named) is written as it is: it is then a name, not a code.

/// The languages of the exports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Pt,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Fr, Lang::Pt];

    /// `de`, `DE`, `de-CH`, `pt_BR`…; None for a language without texts.
    pub fn parse(tag: &str) -> Option<Self> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Some(match primary.as_str() {
            "en" => Self::En,
            "de" => Self::De,
            "fr" => Self::Fr,
            "pt" => Self::Pt,
            _ => return None,
        })
    }

    /// The `lang` parameter if it names a language with texts, else the
    /// best of `Accept-Language` (by its q values), else English.
    pub fn pick(lang: Option<&str>, accept_language: Option<&str>) -> Self {
        if let Some(l) = lang.and_then(Self::parse) {
            return l;
        }
        let mut offers: Vec<(f32, usize, Self)> = accept_language
            .unwrap_or_default()
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut bits = part.split(';');
                let tag = Self::parse(bits.next()?)?;
                let q = bits
                    .find_map(|b| b.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (q > 0.0).then_some((q, i, tag))
            })
            .collect();
        offers.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        offers.first().map_or(Self::En, |o| o.2)
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The language's own name (as the language menu shows it).
    pub fn name(self) -> &'static str {
        ["English", "Deutsch", "Français", "Português"][self.index()]
    }

    /// The ISO code, e.g. for a file's metadata.
    pub fn code(self) -> &'static str {
        ["en", "de", "fr", "pt"][self.index()]
    }

    /// Thousands grouped the way the language writes them: 10,050 ·
    /// 10.050 · 10 050.
    pub fn grouped(self, n: u64) -> String {
        let sep = match self {
            Self::En => ',',
            Self::De => '.',
            Self::Fr | Self::Pt => ' ',
        };
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(sep);
            }
            out.push(c);
        }
        out
    }
}

/// One code's texts: en, de, fr, pt.
#[derive(Debug)]
pub struct Label {
    /// The stored value, e.g. `in_progress`.
    pub code: &'static str,
    /// The SPA's key the texts were copied from.
    pub spa: Option<&'static str>,
    pub texts: [&'static str; 4],
}

/// The text of `code` in `table`, or None when the table does not know it.
pub fn find(table: &'static [Label], code: &str, lang: Lang) -> Option<&'static str> {
    table
        .iter()
        .find(|l| l.code == code)
        .map(|l| l.texts[lang.index()])
}

/// The text of `code` in `table`, or `code` itself (a name an administrator
/// gave, e.g. a custom rating band).
pub fn label(table: &'static [Label], code: &str, lang: Lang) -> String {
    find(table, code, lang).map_or_else(|| code.to_owned(), str::to_owned)
}

/// One of [`WORDS`]. Panics on a word the table lacks (a programming
/// error, caught by the tests).
pub fn word(code: &str, lang: Lang) -> &'static str {
    find(WORDS, code, lang).unwrap_or_else(|| panic!("no export word {code:?}"))
}

/// "1 risk", "10.050 Risiken".
pub fn risks(n: u64, lang: Lang) -> String {
    let w = word(if n == 1 { "risks_one" } else { "risks_other" }, lang);
    w.replace("{{count}}", &lang.grouped(n))
}

/// "1 incident", "10.050 Vorfälle".
pub fn incidents(n: u64, lang: Lang) -> String {
    let w = word(
        if n == 1 {
            "incidents_one"
        } else {
            "incidents_other"
        },
        lang,
    );
    w.replace("{{count}}", &lang.grouped(n))
}

/// Yes or No.
pub fn yes_no(v: bool, lang: Lang) -> &'static str {
    word(if v { "yes" } else { "no" }, lang)
}

/// Headings and the words of titles and subtitles.
#[rustfmt::skip]
pub static WORDS: &[Label] = &[
    Label { code: "reference", spa: Some("reports.register.columns.reference"), texts: ["Reference", "Referenz", "Référence", "Referência"] },
    Label { code: "title", spa: Some("reports.register.columns.title"), texts: ["Title", "Titel", "Titre", "Título"] },
    Label { code: "category", spa: Some("reports.register.columns.category"), texts: ["Category", "Kategorie", "Catégorie", "Categoria"] },
    Label { code: "function", spa: Some("reports.filters.function"), texts: ["Function", "Funktion", "Fonction", "Função"] },
    Label { code: "owner", spa: Some("reports.register.columns.owner"), texts: ["Owner", "Verantwortlich", "Responsable", "Responsável"] },
    Label { code: "gross", spa: Some("reports.register.columns.gross"), texts: ["Gross", "Brutto", "Brut", "Bruto"] },
    Label { code: "control", spa: Some("reports.register.columns.control"), texts: ["Controls", "Kontrollen", "Contrôles", "Controlos"] },
    Label { code: "net", spa: Some("reports.register.columns.net"), texts: ["Net", "Netto", "Net", "Líquido"] },
    Label { code: "trend", spa: Some("reports.register.columns.trend"), texts: ["Trend", "Trend", "Tendance", "Tendência"] },
    Label { code: "appetite", spa: Some("reports.register.columns.appetite"), texts: ["Appetite", "Appetit", "Appétence", "Apetite"] },
    Label { code: "over_appetite", spa: Some("risk.register.overAppetite"), texts: ["Over appetite", "Über dem Risikoappetit", "Au-delà de l'appétence", "Acima do apetite"] },
    Label { code: "response", spa: Some("risk.form.response"), texts: ["Management response", "Risikobehandlung", "Traitement du risque", "Resposta da gestão"] },
    Label { code: "approval", spa: Some("reports.register.columns.approval"), texts: ["Approval", "Freigabe", "Approbation", "Aprovação"] },
    Label { code: "status", spa: Some("reports.filters.status"), texts: ["Status", "Status", "Statut", "Estado"] },
    Label { code: "open_plans", spa: Some("riskDashboard.stats.plans"), texts: ["Open action plans", "Offene Maßnahmenpläne", "Plans d'action ouverts", "Planos de ação abertos"] },
    Label { code: "updated", spa: Some("risk.register.columns.updated"), texts: ["Updated", "Geändert", "Modifié", "Alterado"] },
    Label { code: "report_title", spa: Some("risk.register.tableLabel"), texts: ["Risk register", "Risikoregister", "Registre des risques", "Registo de riscos"] },
    Label { code: "all_risks", spa: Some("risk.register.allRisks"), texts: ["All risks", "Alle Risiken", "Tous les risques", "Todos os riscos"] },
    Label { code: "search", spa: Some("list.search"), texts: ["Search", "Suchen", "Rechercher", "Pesquisar"] },
    Label { code: "net_rating", spa: Some("reports.filters.rating"), texts: ["Net rating", "Nettobewertung", "Note nette", "Classificação líquida"] },
    Label { code: "as_of", spa: Some("reports.asOfShown"), texts: ["As of {{date}}", "Stand {{date}}", "Au {{date}}", "A {{date}}"] },
    Label { code: "risks_one", spa: Some("reports.heatMap.riskCount_one"), texts: ["{{count}} risk", "{{count}} Risiko", "{{count}} risque", "{{count}} risco"] },
    Label { code: "risks_other", spa: Some("reports.heatMap.riskCount_other"), texts: ["{{count}} risks", "{{count}} Risiken", "{{count}} risques", "{{count}} riscos"] },
    Label { code: "time", spa: Some("settings.logs.columns.time"), texts: ["Time", "Zeit", "Date et heure", "Data e hora"] },
    Label { code: "actor", spa: Some("settings.logs.columns.actor"), texts: ["Actor", "Akteur", "Acteur", "Ator"] },
    Label { code: "service", spa: Some("settings.logs.columns.service"), texts: ["Service", "Dienst", "Service", "Serviço"] },
    Label { code: "action", spa: Some("settings.logs.columns.action"), texts: ["Action", "Aktion", "Action", "Ação"] },
    Label { code: "entity_type", spa: Some("settings.logs.filters.entityType"), texts: ["Entity type", "Objekttyp", "Type d'entité", "Tipo de entidade"] },
    Label { code: "entity", spa: Some("settings.logs.columns.entity"), texts: ["Entity", "Objekt", "Entité", "Entidade"] },
    Label { code: "before", spa: Some("settings.logs.drawer.before"), texts: ["Before", "Vorher", "Avant", "Antes"] },
    Label { code: "after", spa: Some("settings.logs.drawer.after"), texts: ["After", "Nachher", "Après", "Depois"] },
    Label { code: "request_id", spa: Some("settings.logs.drawer.requestId"), texts: ["Request ID", "Anfrage-ID", "ID de requête", "ID do pedido"] },
    Label { code: "trace_id", spa: Some("settings.logs.drawer.traceId"), texts: ["Trace ID", "Trace-ID", "ID de trace", "ID do rastreio"] },
    Label { code: "source_ip", spa: Some("settings.logs.drawer.sourceIp"), texts: ["Source IP", "Quell-IP", "IP source", "IP de origem"] },
    Label { code: "event_id", spa: Some("settings.logs.drawer.eventId"), texts: ["Event ID", "Ereignis-ID", "ID d'événement", "ID do evento"] },
    Label { code: "unknown_actor", spa: Some("settings.logs.unknownActor"), texts: ["Unknown", "Unbekannt", "Inconnu", "Desconhecido"] },
    Label { code: "system_actor", spa: Some("auditTrail.unknownActor"), texts: ["System", "System", "Système", "Sistema"] },
    Label { code: "yes", spa: Some("audit.values.yes"), texts: ["Yes", "Ja", "Oui", "Sim"] },
    Label { code: "no", spa: Some("audit.values.no"), texts: ["No", "Nein", "Non", "Não"] },
    Label { code: "unknown_ref", spa: Some("audit.unknownRef"), texts: ["(deleted or not visible)", "(gelöscht oder nicht sichtbar)", "(supprimé ou non visible)", "(eliminado ou não visível)"] },
    Label { code: "first_of", spa: None, texts: ["first {{limit}} of {{count}}", "die ersten {{limit}} von {{count}}", "les {{limit}} premiers sur {{count}}", "os primeiros {{limit}} de {{count}}"] },
    Label { code: "selected", spa: None, texts: ["selected", "ausgewählt", "sélectionnés", "selecionados"] },
    Label { code: "utc", spa: None, texts: ["UTC", "UTC", "UTC", "UTC"] },
    // The incident register's export (texts as the SPA's incident screens
    // name them; spa keys to be set once those locale files are committed).
    Label { code: "manager", spa: None, texts: ["Responsible manager", "Verantwortliche Führungskraft", "Responsable", "Gestor responsável"] },
    Label { code: "location", spa: None, texts: ["Location", "Ort", "Lieu", "Local"] },
    Label { code: "occurred_on", spa: None, texts: ["Date of incident", "Datum des Vorfalls", "Date de l'incident", "Data do incidente"] },
    Label { code: "reported_on", spa: None, texts: ["Date reported", "Meldedatum", "Date de signalement", "Data de comunicação"] },
    Label { code: "experience_type", spa: None, texts: ["Experience type", "Art des Ereignisses", "Type d'événement", "Tipo de ocorrência"] },
    Label { code: "cause_category", spa: None, texts: ["Cause category", "Ursachenkategorie", "Catégorie de cause", "Categoria de causa"] },
    Label { code: "escalation_level", spa: None, texts: ["Escalation level", "Eskalationsstufe", "Niveau d'escalade", "Nível de escalamento"] },
    Label { code: "actual_loss", spa: None, texts: ["Actual loss", "Tatsächlicher Verlust", "Perte réelle", "Perda real"] },
    Label { code: "estimated_loss", spa: None, texts: ["Estimated loss", "Geschätzter Verlust", "Perte estimée", "Perda estimada"] },
    Label { code: "breach", spa: None, texts: ["Breach", "Verstoß", "Violation", "Violação"] },
    Label { code: "breaches_only", spa: None, texts: ["Breaches only", "Nur Verstöße", "Violations uniquement", "Apenas violações"] },
    Label { code: "no_breach", spa: None, texts: ["No breach", "Kein Verstoß", "Sans violation", "Sem violação"] },
    Label { code: "linked_risks", spa: None, texts: ["Linked risks", "Verknüpfte Risiken", "Risques liés", "Riscos associados"] },
    Label { code: "linked_risk", spa: None, texts: ["Linked risk", "Verknüpftes Risiko", "Risque lié", "Risco associado"] },
    Label { code: "notify_by", spa: None, texts: ["Notify by", "Zu melden bis", "À notifier avant le", "Notificar até"] },
    Label { code: "notification_overdue", spa: None, texts: ["Notification overdue", "Meldung überfällig", "Notification en retard", "Notificação em atraso"] },
    Label { code: "open_actions", spa: None, texts: ["Open actions", "Offene Maßnahmen", "Actions ouvertes", "Ações abertas"] },
    Label { code: "occurred_from", spa: None, texts: ["Occurred from", "Eingetreten ab", "Survenu à partir du", "Ocorrido desde"] },
    Label { code: "occurred_to", spa: None, texts: ["Occurred until", "Eingetreten bis", "Survenu jusqu'au", "Ocorrido até"] },
    Label { code: "incident_report_title", spa: None, texts: ["Incident register", "Vorfallregister", "Registre des incidents", "Registo de incidentes"] },
    Label { code: "all_incidents", spa: None, texts: ["All incidents", "Alle Vorfälle", "Tous les incidents", "Todos os incidentes"] },
    Label { code: "incidents_one", spa: None, texts: ["{{count}} incident", "{{count}} Vorfall", "{{count}} incident", "{{count}} incidente"] },
    Label { code: "incidents_other", spa: None, texts: ["{{count}} incidents", "{{count}} Vorfälle", "{{count}} incidents", "{{count}} incidentes"] },
];

/// Whether an incident is open or closed (`incidentFields.values.status.*`).
#[rustfmt::skip]
pub static INCIDENT_STATUS: &[Label] = &[
    Label { code: "open", spa: None, texts: ["Open", "Offen", "Ouvert", "Aberto"] },
    Label { code: "closed", spa: None, texts: ["Closed", "Geschlossen", "Clôturé", "Fechado"] },
];

/// Incident experience types (`incidentFields.values.experience_type.*`).
#[rustfmt::skip]
pub static EXPERIENCE_TYPES: &[Label] = &[
    Label { code: "near_miss", spa: None, texts: ["Near miss", "Beinahe-Vorfall", "Quasi-incident", "Quase-incidente"] },
    Label { code: "opportunity_cost", spa: None, texts: ["Opportunity cost", "Opportunitätskosten", "Coût d'opportunité", "Custo de oportunidade"] },
    Label { code: "indirect_loss", spa: None, texts: ["Indirect loss", "Indirekter Verlust", "Perte indirecte", "Perda indireta"] },
    Label { code: "direct_financial_loss", spa: None, texts: ["Direct financial loss", "Direkter finanzieller Verlust", "Perte financière directe", "Perda financeira direta"] },
];

/// Incident cause categories (`incidentFields.values.cause_category.*`).
#[rustfmt::skip]
pub static CAUSE_CATEGORIES: &[Label] = &[
    Label { code: "people", spa: None, texts: ["People", "Menschen", "Personnes", "Pessoas"] },
    Label { code: "systems", spa: None, texts: ["Systems", "Systeme", "Systèmes", "Sistemas"] },
    Label { code: "processes", spa: None, texts: ["Processes", "Prozesse", "Processus", "Processos"] },
    Label { code: "external_events", spa: None, texts: ["External events", "Externe Ereignisse", "Événements externes", "Eventos externos"] },
];

/// Incident escalation levels (`incidentFields.values.escalation_level.*`).
#[rustfmt::skip]
pub static ESCALATION_LEVELS: &[Label] = &[
    Label { code: "management", spa: None, texts: ["Management", "Management", "Direction", "Gestão"] },
    Label { code: "executive", spa: None, texts: ["Executive", "Geschäftsleitung", "Comité exécutif", "Administração executiva"] },
    Label { code: "board", spa: None, texts: ["Board", "Aufsichtsgremium", "Conseil d'administration", "Conselho de administração"] },
];

/// Statuses of risks, controls, activities, plans and users (`status.*`).
#[rustfmt::skip]
pub static STATUS: &[Label] = &[
    Label { code: "active", spa: Some("status.active"), texts: ["Active", "Aktiv", "Actif", "Ativo"] },
    Label { code: "inactive", spa: Some("status.inactive"), texts: ["Inactive", "Inaktiv", "Inactif", "Inativo"] },
    Label { code: "blocked", spa: Some("status.blocked"), texts: ["Blocked", "Gesperrt", "Bloqué", "Bloqueado"] },
    Label { code: "deactivated", spa: Some("status.deactivated"), texts: ["Deactivated", "Deaktiviert", "Désactivé", "Desativado"] },
    Label { code: "approved", spa: Some("status.approved"), texts: ["Approved", "Genehmigt", "Approuvé", "Aprovado"] },
    Label { code: "rejected", spa: Some("status.rejected"), texts: ["Rejected", "Abgelehnt", "Rejeté", "Rejeitado"] },
    Label { code: "pending", spa: Some("status.pending"), texts: ["Pending", "Ausstehend", "En attente", "Pendente"] },
    Label { code: "proposed", spa: Some("status.proposed"), texts: ["Proposed", "Vorgeschlagen", "Proposé", "Proposto"] },
    Label { code: "in_place", spa: Some("status.in_place"), texts: ["In place", "Eingeführt", "En place", "Implementado"] },
    Label { code: "in_progress", spa: Some("status.in_progress"), texts: ["In progress", "In Bearbeitung", "En cours", "Em andamento"] },
    Label { code: "over", spa: Some("status.over"), texts: ["Over", "Überfällig", "En retard", "Atrasado"] },
    Label { code: "complied", spa: Some("status.complied"), texts: ["Complied", "Eingehalten", "Conforme", "Cumprido"] },
    Label { code: "breached", spa: Some("status.breached"), texts: ["Breached", "Verletzt", "Enfreint", "Violado"] },
    Label { code: "deleted", spa: Some("status.deleted"), texts: ["Deleted", "Gelöscht", "Supprimé", "Excluído"] },
    Label { code: "complete", spa: Some("status.complete"), texts: ["Complete", "Erledigt", "Terminé", "Concluído"] },
    Label { code: "incomplete", spa: Some("status.incomplete"), texts: ["Incomplete", "Unerledigt", "Inachevé", "Incompleto"] },
    Label { code: "monitor", spa: Some("status.monitor"), texts: ["Monitor", "Beobachten", "Surveiller", "Monitorar"] },
    Label { code: "accept", spa: Some("status.accept"), texts: ["Accept", "Akzeptieren", "Accepter", "Aceitar"] },
    Label { code: "improve", spa: Some("status.improve"), texts: ["Improve", "Verbessern", "Améliorer", "Melhorar"] },
];

/// The default risk and control band names (`ratings.*`); a band a method names otherwise keeps its name.
#[rustfmt::skip]
pub static RATINGS: &[Label] = &[
    Label { code: "Minimal", spa: Some("ratings.Minimal"), texts: ["Minimal", "Minimal", "Minime", "Mínimo"] },
    Label { code: "Low", spa: Some("ratings.Low"), texts: ["Low", "Gering", "Faible", "Baixo"] },
    Label { code: "Medium", spa: Some("ratings.Medium"), texts: ["Medium", "Mittel", "Moyen", "Médio"] },
    Label { code: "Moderate", spa: Some("ratings.Moderate"), texts: ["Moderate", "Mäßig", "Modéré", "Moderado"] },
    Label { code: "High", spa: Some("ratings.High"), texts: ["High", "Hoch", "Élevé", "Alto"] },
    Label { code: "Severe", spa: Some("ratings.Severe"), texts: ["Severe", "Schwerwiegend", "Grave", "Grave"] },
    Label { code: "Excellent", spa: Some("ratings.Excellent"), texts: ["Excellent", "Ausgezeichnet", "Excellent", "Excelente"] },
    Label { code: "Good", spa: Some("ratings.Good"), texts: ["Good", "Gut", "Bon", "Bom"] },
    Label { code: "Weak", spa: Some("ratings.Weak"), texts: ["Weak", "Schwach", "Insuffisant", "Fraco"] },
    Label { code: "Poor", spa: Some("ratings.Poor"), texts: ["Poor", "Mangelhaft", "Médiocre", "Ruim"] },
];

/// Control intentions (`controls.intention.*`).
#[rustfmt::skip]
pub static INTENTIONS: &[Label] = &[
    Label { code: "prevent", spa: Some("controls.intention.prevent"), texts: ["Prevent", "Verhindern", "Prévenir", "Prevenir"] },
    Label { code: "detect", spa: Some("controls.intention.detect"), texts: ["Detect", "Erkennen", "Détecter", "Detetar"] },
    Label { code: "correct", spa: Some("controls.intention.correct"), texts: ["Correct", "Korrigieren", "Corriger", "Corrigir"] },
];

/// Action plan priorities (`priority.*`).
#[rustfmt::skip]
pub static PRIORITIES: &[Label] = &[
    Label { code: "High", spa: Some("priority.High"), texts: ["High", "Hoch", "Haute", "Alta"] },
    Label { code: "Medium", spa: Some("priority.Medium"), texts: ["Medium", "Mittel", "Moyenne", "Média"] },
    Label { code: "Low", spa: Some("priority.Low"), texts: ["Low", "Niedrig", "Basse", "Baixa"] },
];

/// Control activity frequencies (`frequency.*`).
#[rustfmt::skip]
pub static FREQUENCIES: &[Label] = &[
    Label { code: "one_off", spa: Some("frequency.one_off"), texts: ["One Off", "Einmalig", "Ponctuel", "Pontual"] },
    Label { code: "once", spa: Some("frequency.once"), texts: ["Once", "Einmal", "Une fois", "Uma vez"] },
    Label { code: "periodic", spa: Some("frequency.periodic"), texts: ["Periodic", "Periodisch", "Périodique", "Periódico"] },
    Label { code: "cyclical", spa: Some("frequency.cyclical"), texts: ["Cyclical", "Zyklisch", "Cyclique", "Cíclico"] },
    Label { code: "continuous", spa: Some("frequency.continuous"), texts: ["Continuous", "Fortlaufend", "Continu", "Contínuo"] },
];

/// How often a periodic activity repeats (`frequency.repeat.*`).
#[rustfmt::skip]
pub static REPEATS: &[Label] = &[
    Label { code: "daily", spa: Some("frequency.repeat.daily"), texts: ["Daily", "Täglich", "Quotidien", "Diário"] },
    Label { code: "weekly", spa: Some("frequency.repeat.weekly"), texts: ["Weekly", "Wöchentlich", "Hebdomadaire", "Semanal"] },
    Label { code: "monthly", spa: Some("frequency.repeat.monthly"), texts: ["Monthly", "Monatlich", "Mensuel", "Mensal"] },
    Label { code: "quarterly", spa: Some("frequency.repeat.quarterly"), texts: ["Quarterly", "Vierteljährlich", "Trimestriel", "Trimestral"] },
    Label { code: "semiannually", spa: Some("frequency.repeat.semiannually"), texts: ["Semi-annually", "Halbjährlich", "Semestriel", "Semestral"] },
    Label { code: "annually", spa: Some("frequency.repeat.annually"), texts: ["Annually", "Jährlich", "Annuel", "Anual"] },
];

/// The built-in roles (`roles.*`); a custom role keeps its name.
#[rustfmt::skip]
pub static ROLES: &[Label] = &[
    Label { code: "admin", spa: Some("roles.admin"), texts: ["Admin", "Administrator", "Administrateur", "Administrador"] },
    Label { code: "editor", spa: Some("roles.editor"), texts: ["Editor", "Redakteur", "Éditeur", "Editor"] },
    Label { code: "staff", spa: Some("roles.staff"), texts: ["Staff", "Mitarbeiter", "Collaborateur", "Colaborador"] },
    Label { code: "user", spa: Some("roles.user"), texts: ["User", "Benutzer", "Utilisateur", "Utilizador"] },
    Label { code: "registered", spa: Some("roles.registered"), texts: ["Registered (no access yet)", "Registriert (noch ohne Zugriff)", "Inscrit (pas encore d’accès)", "Registado (ainda sem acesso)"] },
];

/// Permissions (`permissions.*`).
#[rustfmt::skip]
pub static PERMISSIONS: &[Label] = &[
    Label { code: "risk.read", spa: Some("permissions.risk.read"), texts: ["View risks", "Risiken ansehen", "Consulter les risques", "Ver riscos"] },
    Label { code: "risk.write", spa: Some("permissions.risk.write"), texts: ["Edit risks", "Risiken bearbeiten", "Modifier les risques", "Editar riscos"] },
    Label { code: "risk.approve", spa: Some("permissions.risk.approve"), texts: ["Approve risks", "Risiken freigeben", "Approuver les risques", "Aprovar riscos"] },
    Label { code: "incident.read", spa: Some("permissions.incident.read"), texts: ["View incidents", "Vorfälle ansehen", "Consulter les incidents", "Ver incidentes"] },
    Label { code: "incident.write", spa: Some("permissions.incident.write"), texts: ["Edit incidents", "Vorfälle bearbeiten", "Modifier les incidents", "Editar incidentes"] },
    Label { code: "incident.approve", spa: Some("permissions.incident.approve"), texts: ["Approve incidents", "Vorfälle freigeben", "Approuver les incidents", "Aprovar incidentes"] },
    Label { code: "settings.manage", spa: Some("permissions.settings.manage"), texts: ["Manage settings", "Einstellungen verwalten", "Gérer les paramètres", "Gerir definições"] },
    Label { code: "audit.read", spa: Some("permissions.audit.read"), texts: ["View audit trail", "Prüfpfad ansehen", "Consulter la piste d'audit", "Ver trilho de auditoria"] },
    Label { code: "category.manage", spa: Some("permissions.category.manage"), texts: ["Manage categories", "Kategorien verwalten", "Gérer les catégories", "Gerir categorias"] },
    Label { code: "report.export", spa: Some("permissions.report.export"), texts: ["Export reports", "Berichte exportieren", "Exporter les rapports", "Exportar relatórios"] },
];

/// Audit actions (`audit.actions.*`).
#[rustfmt::skip]
pub static ACTIONS: &[Label] = &[
    Label { code: "login_succeeded", spa: Some("audit.actions.login_succeeded"), texts: ["Signed in", "Angemeldet", "Connexion réussie", "Sessão iniciada"] },
    Label { code: "login_failed", spa: Some("audit.actions.login_failed"), texts: ["Sign-in failed", "Anmeldung fehlgeschlagen", "Échec de connexion", "Falha ao iniciar sessão"] },
    Label { code: "logout", spa: Some("audit.actions.logout"), texts: ["Signed out", "Abgemeldet", "Déconnexion", "Sessão terminada"] },
    Label { code: "refresh_reuse_detected", spa: Some("audit.actions.refresh_reuse_detected"), texts: ["Reused session token blocked", "Wiederverwendetes Sitzungstoken gesperrt", "Jeton de session réutilisé bloqué", "Token de sessão reutilizado bloqueado"] },
    Label { code: "sessions_revoked", spa: Some("audit.actions.sessions_revoked"), texts: ["Sessions ended", "Sitzungen beendet", "Sessions fermées", "Sessões terminadas"] },
    Label { code: "registered", spa: Some("audit.actions.registered"), texts: ["Registered", "Registriert", "Inscrit", "Registado"] },
    Label { code: "identity_linked", spa: Some("audit.actions.identity_linked"), texts: ["SSO account linked", "SSO-Konto verknüpft", "Compte SSO lié", "Conta SSO associada"] },
    Label { code: "created_by_sso", spa: Some("audit.actions.created_by_sso"), texts: ["Created by SSO", "Per SSO angelegt", "Créé par SSO", "Criado por SSO"] },
    Label { code: "role_mapped_by_sso", spa: Some("audit.actions.role_mapped_by_sso"), texts: ["Role set by SSO", "Rolle per SSO gesetzt", "Rôle défini par SSO", "Função definida por SSO"] },
    Label { code: "created", spa: Some("audit.actions.created"), texts: ["Created", "Erstellt", "Créé", "Criado"] },
    Label { code: "updated", spa: Some("audit.actions.updated"), texts: ["Updated", "Geändert", "Modifié", "Alterado"] },
    Label { code: "deleted", spa: Some("audit.actions.deleted"), texts: ["Deleted", "Gelöscht", "Supprimé", "Eliminado"] },
    Label { code: "deactivated", spa: Some("audit.actions.deactivated"), texts: ["Deactivated", "Deaktiviert", "Désactivé", "Desativado"] },
    Label { code: "reactivated", spa: Some("audit.actions.reactivated"), texts: ["Reactivated", "Reaktiviert", "Réactivé", "Reativado"] },
    Label { code: "password_reset", spa: Some("audit.actions.password_reset"), texts: ["Password reset", "Passwort zurückgesetzt", "Mot de passe réinitialisé", "Palavra-passe redefinida"] },
    Label { code: "password_changed", spa: Some("audit.actions.password_changed"), texts: ["Password changed", "Passwort geändert", "Mot de passe modifié", "Palavra-passe alterada"] },
    Label { code: "profile_updated", spa: Some("audit.actions.profile_updated"), texts: ["Profile updated", "Profil geändert", "Profil modifié", "Perfil alterado"] },
    Label { code: "avatar_changed", spa: Some("audit.actions.avatar_changed"), texts: ["Photo changed", "Profilbild geändert", "Photo modifiée", "Foto alterada"] },
    Label { code: "avatar_removed", spa: Some("audit.actions.avatar_removed"), texts: ["Photo removed", "Profilbild entfernt", "Photo supprimée", "Foto removida"] },
    Label { code: "permissions_changed", spa: Some("audit.actions.permissions_changed"), texts: ["Permissions changed", "Berechtigungen geändert", "Autorisations modifiées", "Permissões alteradas"] },
    Label { code: "access_denied", spa: Some("audit.actions.access_denied"), texts: ["Access denied", "Zugriff verweigert", "Accès refusé", "Acesso negado"] },
    Label { code: "submitted", spa: Some("audit.actions.submitted"), texts: ["Submitted", "Eingereicht", "Soumis", "Submetido"] },
    Label { code: "approved", spa: Some("audit.actions.approved"), texts: ["Approved", "Genehmigt", "Approuvé", "Aprovado"] },
    Label { code: "rejected", spa: Some("audit.actions.rejected"), texts: ["Rejected", "Abgelehnt", "Rejeté", "Rejeitado"] },
    Label { code: "re_rated", spa: Some("audit.actions.re_rated"), texts: ["Re-rated", "Neu bewertet", "Réévalué", "Reavaliado"] },
    Label { code: "approval_stale", spa: Some("audit.actions.approval_stale"), texts: ["Approval needed again", "Erneute Genehmigung nötig", "Approbation à renouveler", "Nova aprovação necessária"] },
    Label { code: "completed", spa: Some("audit.actions.completed"), texts: ["Completed", "Erledigt", "Terminé", "Concluído"] },
    Label { code: "scheduled", spa: Some("audit.actions.scheduled"), texts: ["Scheduled", "Geplant", "Planifié", "Agendado"] },
    Label { code: "attachment_added", spa: Some("audit.actions.attachment_added"), texts: ["Attachment added", "Anhang hinzugefügt", "Pièce jointe ajoutée", "Anexo adicionado"] },
    Label { code: "attachment_removed", spa: Some("audit.actions.attachment_removed"), texts: ["Attachment removed", "Anhang entfernt", "Pièce jointe supprimée", "Anexo removido"] },
    Label { code: "accepted", spa: Some("audit.actions.accepted"), texts: ["Accepted", "Akzeptiert", "Accepté", "Aceite"] },
    Label { code: "acceptance_expired", spa: Some("audit.actions.acceptance_expired"), texts: ["Acceptance expired", "Akzeptanz abgelaufen", "Acceptation expirée", "Aceitação expirada"] },
    Label { code: "review_recorded", spa: Some("audit.actions.review_recorded"), texts: ["Review recorded", "Überprüfung erfasst", "Revue enregistrée", "Revisão registada"] },
    Label { code: "imported", spa: Some("audit.actions.imported"), texts: ["Imported", "Importiert", "Importé", "Importado"] },
];

/// Audit entity types (`audit.entityTypes.*`).
#[rustfmt::skip]
pub static ENTITY_TYPES: &[Label] = &[
    Label { code: "session", spa: Some("audit.entityTypes.session"), texts: ["Session", "Sitzung", "Session", "Sessão"] },
    Label { code: "user", spa: Some("audit.entityTypes.user"), texts: ["User", "Benutzer", "Utilisateur", "Utilizador"] },
    Label { code: "role", spa: Some("audit.entityTypes.role"), texts: ["Role", "Rolle", "Rôle", "Função"] },
    Label { code: "function", spa: Some("audit.entityTypes.function"), texts: ["Function", "Funktion", "Fonction", "Departamento"] },
    Label { code: "route", spa: Some("audit.entityTypes.route"), texts: ["Page or API route", "Seite oder API-Pfad", "Page ou route d’API", "Página ou rota da API"] },
    Label { code: "risk", spa: Some("audit.entityTypes.risk"), texts: ["Risk", "Risiko", "Risque", "Risco"] },
    Label { code: "control", spa: Some("audit.entityTypes.control"), texts: ["Control", "Kontrolle", "Contrôle", "Controlo"] },
    Label { code: "control_activity", spa: Some("audit.entityTypes.control_activity"), texts: ["Control activity", "Kontrollaktivität", "Activité de contrôle", "Atividade de controlo"] },
    Label { code: "action_plan", spa: Some("audit.entityTypes.action_plan"), texts: ["Action plan", "Maßnahmenplan", "Plan d'action", "Plano de ação"] },
    Label { code: "risk_category", spa: Some("audit.entityTypes.risk_category"), texts: ["Risk category", "Risikokategorie", "Catégorie de risque", "Categoria de risco"] },
    Label { code: "risk_method", spa: Some("audit.entityTypes.risk_method"), texts: ["Risk method", "Risikomethode", "Méthode de risque", "Método de risco"] },
    Label { code: "attachment", spa: Some("audit.entityTypes.attachment"), texts: ["Attachment", "Anhang", "Pièce jointe", "Anexo"] },
    Label { code: "comment", spa: Some("audit.entityTypes.comment"), texts: ["Comment", "Kommentar", "Commentaire", "Comentário"] },
    Label { code: "saved_view", spa: Some("audit.entityTypes.saved_view"), texts: ["Saved view", "Gespeicherte Ansicht", "Vue enregistrée", "Vista guardada"] },
];

/// Audit services (`audit.services.*`).
#[rustfmt::skip]
pub static SERVICES: &[Label] = &[
    Label { code: "auth", spa: Some("audit.services.auth"), texts: ["Authentication", "Authentifizierung", "Authentification", "Autenticação"] },
    Label { code: "settings", spa: Some("audit.services.settings"), texts: ["Settings", "Einstellungen", "Paramètres", "Definições"] },
    Label { code: "risk", spa: Some("audit.services.risk"), texts: ["Risk", "Risiko", "Risque", "Risco"] },
    Label { code: "incident", spa: Some("audit.services.incident"), texts: ["Incident", "Vorfall", "Incident", "Incidente"] },
    Label { code: "gateway", spa: Some("audit.services.gateway"), texts: ["Gateway", "Gateway", "Passerelle", "Gateway"] },
];

/// Fields of audit changes (`audit.fields.*`).
#[rustfmt::skip]
pub static FIELDS: &[Label] = &[
    Label { code: "reference", spa: Some("audit.fields.reference"), texts: ["Reference", "Referenz", "Référence", "Referência"] },
    Label { code: "title", spa: Some("audit.fields.title"), texts: ["Title", "Titel", "Titre", "Título"] },
    Label { code: "name", spa: Some("audit.fields.name"), texts: ["Name", "Name", "Nom", "Nome"] },
    Label { code: "description", spa: Some("audit.fields.description"), texts: ["Description", "Beschreibung", "Description", "Descrição"] },
    Label { code: "risk_event", spa: Some("audit.fields.risk_event"), texts: ["Risk event", "Risikoereignis", "Événement de risque", "Evento de risco"] },
    Label { code: "causes", spa: Some("audit.fields.causes"), texts: ["Causes", "Ursachen", "Causes", "Causas"] },
    Label { code: "effects", spa: Some("audit.fields.effects"), texts: ["Effects", "Auswirkungen", "Effets", "Efeitos"] },
    Label { code: "category_id", spa: Some("audit.fields.category_id"), texts: ["Category", "Kategorie", "Catégorie", "Categoria"] },
    Label { code: "function_id", spa: Some("audit.fields.function_id"), texts: ["Function", "Funktion", "Fonction", "Departamento"] },
    Label { code: "owner_id", spa: Some("audit.fields.owner_id"), texts: ["Owner", "Verantwortlich", "Responsable", "Responsável"] },
    Label { code: "status", spa: Some("audit.fields.status"), texts: ["Status", "Status", "Statut", "Estado"] },
    Label { code: "approval_status", spa: Some("audit.fields.approval_status"), texts: ["Approval status", "Genehmigungsstatus", "Statut d'approbation", "Estado de aprovação"] },
    Label { code: "gross_likelihood", spa: Some("audit.fields.gross_likelihood"), texts: ["Gross likelihood", "Brutto-Wahrscheinlichkeit", "Probabilité brute", "Probabilidade bruta"] },
    Label { code: "gross_impact", spa: Some("audit.fields.gross_impact"), texts: ["Gross impact", "Brutto-Auswirkung", "Impact brut", "Impacto bruto"] },
    Label { code: "net_likelihood", spa: Some("audit.fields.net_likelihood"), texts: ["Net likelihood", "Netto-Wahrscheinlichkeit", "Probabilité nette", "Probabilidade líquida"] },
    Label { code: "net_impact", spa: Some("audit.fields.net_impact"), texts: ["Net impact", "Netto-Auswirkung", "Impact net", "Impacto líquido"] },
    Label { code: "net_rating", spa: Some("audit.fields.net_rating"), texts: ["Net rating", "Netto-Bewertung", "Notation nette", "Classificação líquida"] },
    Label { code: "acceptance_justification", spa: Some("audit.fields.acceptance_justification"), texts: ["Acceptance justification", "Begründung der Akzeptanz", "Justification de l’acceptation", "Justificativa da aceitação"] },
    Label { code: "acceptance_expires_on", spa: Some("audit.fields.acceptance_expires_on"), texts: ["Accepted until", "Akzeptiert bis", "Accepté jusqu’au", "Aceito até"] },
    Label { code: "next_review_on", spa: Some("audit.fields.next_review_on"), texts: ["Next review", "Nächste Überprüfung", "Prochaine revue", "Próxima revisão"] },
    Label { code: "mentions", spa: Some("audit.fields.mentions"), texts: ["Mentioned", "Erwähnt", "Mentionnés", "Mencionados"] },
    Label { code: "body", spa: Some("audit.fields.body"), texts: ["Comment text", "Kommentartext", "Texte du commentaire", "Texto do comentário"] },
    Label { code: "entity_id", spa: Some("audit.fields.entity_id"), texts: ["Item", "Eintrag", "Élément", "Item"] },
    Label { code: "entity_reference", spa: Some("audit.fields.entity_reference"), texts: ["Reference", "Referenz", "Référence", "Referência"] },
    Label { code: "entity_title", spa: Some("audit.fields.entity_title"), texts: ["Item title", "Titel des Eintrags", "Titre de l’élément", "Título do item"] },
    Label { code: "author_id", spa: Some("audit.fields.author_id"), texts: ["Author", "Verfasser", "Auteur", "Autor"] },
    Label { code: "override_justification", spa: Some("audit.fields.override_justification"), texts: ["Override justification", "Begründung der Übersteuerung", "Justification du forçage", "Justificação da substituição"] },
    Label { code: "response", spa: Some("audit.fields.response"), texts: ["Management response", "Risikobehandlung", "Réponse de la direction", "Resposta da gestão"] },
    Label { code: "appetite", spa: Some("audit.fields.appetite"), texts: ["Appetite", "Risikoappetit", "Appétence", "Apetite"] },
    Label { code: "key_risk_indicator", spa: Some("audit.fields.key_risk_indicator"), texts: ["Key risk indicator", "Risikofrühindikator", "Indicateur clé de risque", "Indicador-chave de risco"] },
    Label { code: "kri_level", spa: Some("audit.fields.kri_level"), texts: ["Indicator level", "Indikatorstand", "Niveau de l'indicateur", "Nível do indicador"] },
    Label { code: "control_ids", spa: Some("audit.fields.control_ids"), texts: ["Linked controls", "Verknüpfte Kontrollen", "Contrôles liés", "Controlos associados"] },
    Label { code: "version", spa: Some("audit.fields.version"), texts: ["Version", "Version", "Version", "Versão"] },
    Label { code: "intention", spa: Some("audit.fields.intention"), texts: ["Intention", "Wirkungsweise", "Intention", "Intenção"] },
    Label { code: "criticality", spa: Some("audit.fields.criticality"), texts: ["Criticality", "Kritikalität", "Criticité", "Criticidade"] },
    Label { code: "state", spa: Some("audit.fields.state"), texts: ["State", "Stand", "État", "Situação"] },
    Label { code: "adequacy", spa: Some("audit.fields.adequacy"), texts: ["Adequacy", "Angemessenheit", "Adéquation", "Adequação"] },
    Label { code: "effectiveness", spa: Some("audit.fields.effectiveness"), texts: ["Effectiveness", "Wirksamkeit", "Efficacité", "Eficácia"] },
    Label { code: "risk_ids", spa: Some("audit.fields.risk_ids"), texts: ["Linked risks", "Verknüpfte Risiken", "Risques liés", "Riscos associados"] },
    Label { code: "risk_id", spa: Some("audit.fields.risk_id"), texts: ["Risk", "Risiko", "Risque", "Risco"] },
    Label { code: "control_id", spa: Some("audit.fields.control_id"), texts: ["Control", "Kontrolle", "Contrôle", "Controlo"] },
    Label { code: "priority", spa: Some("audit.fields.priority"), texts: ["Priority", "Priorität", "Priorité", "Prioridade"] },
    Label { code: "start_date", spa: Some("audit.fields.start_date"), texts: ["Start date", "Startdatum", "Date de début", "Data de início"] },
    Label { code: "due_date", spa: Some("audit.fields.due_date"), texts: ["Due date", "Fälligkeitsdatum", "Date d'échéance", "Data limite"] },
    Label { code: "progress", spa: Some("audit.fields.progress"), texts: ["Progress", "Fortschritt", "Avancement", "Progresso"] },
    Label { code: "frequency", spa: Some("audit.fields.frequency"), texts: ["Frequency", "Häufigkeit", "Fréquence", "Frequência"] },
    Label { code: "repeat", spa: Some("audit.fields.repeat"), texts: ["Repeats", "Wiederholung", "Répétition", "Repetição"] },
    Label { code: "outcome", spa: Some("audit.fields.outcome"), texts: ["Outcome", "Ergebnis", "Résultat", "Resultado"] },
    Label { code: "comment", spa: Some("audit.fields.comment"), texts: ["Comment", "Kommentar", "Commentaire", "Comentário"] },
    Label { code: "parent_id", spa: Some("audit.fields.parent_id"), texts: ["Parent", "Übergeordnet", "Parent", "Superior"] },
    Label { code: "head_user_id", spa: Some("audit.fields.head_user_id"), texts: ["Head", "Leitung", "Responsable", "Chefia"] },
    Label { code: "email", spa: Some("audit.fields.email"), texts: ["Email", "E-Mail", "E-mail", "E-mail"] },
    Label { code: "role", spa: Some("audit.fields.role"), texts: ["Role", "Rolle", "Rôle", "Função"] },
    Label { code: "must_change_password", spa: Some("audit.fields.must_change_password"), texts: ["Must change password", "Muss Passwort ändern", "Doit changer de mot de passe", "Tem de alterar a palavra-passe"] },
    Label { code: "permissions", spa: Some("audit.fields.permissions"), texts: ["Permissions", "Berechtigungen", "Autorisations", "Permissões"] },
    Label { code: "language", spa: Some("audit.fields.language"), texts: ["Language", "Sprache", "Langue", "Idioma"] },
    Label { code: "avatar", spa: Some("audit.fields.avatar"), texts: ["Photo", "Profilbild", "Photo", "Foto"] },
    Label { code: "content_type", spa: Some("audit.fields.content_type"), texts: ["File type", "Dateityp", "Type de fichier", "Tipo de ficheiro"] },
    Label { code: "size", spa: Some("audit.fields.size"), texts: ["Size", "Größe", "Taille", "Tamanho"] },
    Label { code: "remember", spa: Some("audit.fields.remember"), texts: ["Stay signed in", "Angemeldet bleiben", "Rester connecté", "Manter sessão iniciada"] },
    Label { code: "user_agent", spa: Some("audit.fields.user_agent"), texts: ["Browser", "Browser", "Navigateur", "Navegador"] },
    Label { code: "reason", spa: Some("audit.fields.reason"), texts: ["Reason", "Grund", "Motif", "Motivo"] },
    Label { code: "method", spa: Some("audit.fields.method"), texts: ["Request method", "Anfragemethode", "Méthode de requête", "Método do pedido"] },
    Label { code: "path", spa: Some("audit.fields.path"), texts: ["Path", "Pfad", "Chemin", "Caminho"] },
    Label { code: "permission", spa: Some("audit.fields.permission"), texts: ["Permission needed", "Benötigte Berechtigung", "Autorisation requise", "Permissão necessária"] },
    Label { code: "attachment", spa: Some("audit.fields.attachment"), texts: ["Attachment", "Anhang", "Pièce jointe", "Anexo"] },
    Label { code: "file_name", spa: Some("audit.fields.file_name"), texts: ["File name", "Dateiname", "Nom du fichier", "Nome do ficheiro"] },
    Label { code: "likelihood_labels", spa: Some("audit.fields.likelihood_labels"), texts: ["Likelihood levels", "Wahrscheinlichkeitsstufen", "Niveaux de probabilité", "Níveis de probabilidade"] },
    Label { code: "impact_labels", spa: Some("audit.fields.impact_labels"), texts: ["Impact levels", "Auswirkungsstufen", "Niveaux d'impact", "Níveis de impacto"] },
    Label { code: "risk_bands", spa: Some("audit.fields.risk_bands"), texts: ["Risk rating bands", "Risikobewertungsstufen", "Classes de notation des risques", "Faixas de classificação de risco"] },
    Label { code: "adequacy_labels", spa: Some("audit.fields.adequacy_labels"), texts: ["Adequacy levels", "Angemessenheitsstufen", "Niveaux d'adéquation", "Níveis de adequação"] },
    Label { code: "effectiveness_labels", spa: Some("audit.fields.effectiveness_labels"), texts: ["Effectiveness levels", "Wirksamkeitsstufen", "Niveaux d'efficacité", "Níveis de eficácia"] },
    Label { code: "control_bands", spa: Some("audit.fields.control_bands"), texts: ["Control rating bands", "Kontrollbewertungsstufen", "Classes de notation des contrôles", "Faixas de classificação de controlo"] },
    Label { code: "default_appetite", spa: Some("audit.fields.default_appetite"), texts: ["Default appetite", "Standard-Risikoappetit", "Appétence par défaut", "Apetite predefinido"] },
    Label { code: "min_score", spa: Some("audit.fields.min_score"), texts: ["Min score", "Mindestpunktzahl", "Score minimal", "Pontuação mínima"] },
    Label { code: "color", spa: Some("audit.fields.color"), texts: ["Colour", "Farbe", "Couleur", "Cor"] },
    Label { code: "reduction_steps", spa: Some("audit.fields.reduction_steps"), texts: ["Steps off", "Stufen weniger", "Niveaux en moins", "Níveis a menos"] },
    Label { code: "value", spa: Some("audit.fields.value"), texts: ["Value", "Wert", "Valeur", "Valor"] },
];

/// Why a sign-in failed (`audit.reasons.*`).
#[rustfmt::skip]
pub static REASONS: &[Label] = &[
    Label { code: "invalid_credentials", spa: Some("audit.reasons.invalid_credentials"), texts: ["Wrong email or password", "Falsche E-Mail oder falsches Passwort", "E-mail ou mot de passe incorrect", "E-mail ou palavra-passe incorretos"] },
    Label { code: "account_inactive", spa: Some("audit.reasons.account_inactive"), texts: ["Account deactivated", "Konto deaktiviert", "Compte désactivé", "Conta desativada"] },
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    fn tables() -> [(&'static str, &'static [Label]); 18] {
        [
            ("WORDS", WORDS),
            ("STATUS", STATUS),
            ("RATINGS", RATINGS),
            ("INTENTIONS", INTENTIONS),
            ("PRIORITIES", PRIORITIES),
            ("FREQUENCIES", FREQUENCIES),
            ("REPEATS", REPEATS),
            ("ROLES", ROLES),
            ("SERVICES", SERVICES),
            ("ACTIONS", ACTIONS),
            ("ENTITY_TYPES", ENTITY_TYPES),
            ("FIELDS", FIELDS),
            ("REASONS", REASONS),
            ("PERMISSIONS", PERMISSIONS),
            ("INCIDENT_STATUS", INCIDENT_STATUS),
            ("EXPERIENCE_TYPES", EXPERIENCE_TYPES),
            ("CAUSE_CATEGORIES", CAUSE_CATEGORIES),
            ("ESCALATION_LEVELS", ESCALATION_LEVELS),
        ]
    }

    #[test]
    fn every_value_the_services_store_has_a_label_in_every_language() {
        // docs/audit-events.md, the risk domain's statuses and responses,
        // the controls', activities' and plans' enums.
        let expected: [(&[Label], &[&str]); 13] = [
            (
                PERMISSIONS,
                &[
                    "risk.read",
                    "risk.write",
                    "incident.approve",
                    "audit.read",
                    "report.export",
                ],
            ),
            (
                SERVICES,
                &["auth", "risk", "incident", "settings", "gateway"],
            ),
            (
                ACTIONS,
                &[
                    "login_succeeded",
                    "login_failed",
                    "logout",
                    "refresh_reuse_detected",
                    "registered",
                    "created",
                    "updated",
                    "deleted",
                    "deactivated",
                    "reactivated",
                    "password_reset",
                    "password_changed",
                    "created_by_sso",
                    "identity_linked",
                    "role_mapped_by_sso",
                    "profile_updated",
                    "avatar_changed",
                    "avatar_removed",
                    "permissions_changed",
                    "sessions_revoked",
                    "submitted",
                    "approved",
                    "rejected",
                    "re_rated",
                    "approval_stale",
                    "completed",
                    "scheduled",
                    "attachment_added",
                    "attachment_removed",
                    "access_denied",
                ],
            ),
            (
                ENTITY_TYPES,
                &[
                    "session",
                    "user",
                    "role",
                    "function",
                    "route",
                    "risk",
                    "control",
                    "control_activity",
                    "action_plan",
                    "risk_category",
                    "risk_method",
                ],
            ),
            (
                STATUS,
                &[
                    "active",
                    "inactive",
                    "proposed",
                    "pending",
                    "approved",
                    "rejected",
                    "deleted",
                    "in_place",
                    "in_progress",
                    "complete",
                    "complied",
                    "breached",
                    "monitor",
                    "accept",
                    "improve",
                    "deactivated",
                ],
            ),
            (
                RATINGS,
                &["Minimal", "Low", "Medium", "High", "Severe", "Good", "Weak"],
            ),
            (INTENTIONS, &["prevent", "detect", "correct"]),
            (PRIORITIES, &["High", "Medium", "Low"]),
            (FREQUENCIES, &["one_off", "periodic"]),
            (
                REPEATS,
                &[
                    "daily",
                    "weekly",
                    "monthly",
                    "quarterly",
                    "semiannually",
                    "annually",
                ],
            ),
            (ROLES, &["admin", "editor", "staff", "user"]),
            (REASONS, &["invalid_credentials", "account_inactive"]),
            (
                FIELDS,
                &[
                    "reference",
                    "title",
                    "description",
                    "risk_event",
                    "causes",
                    "effects",
                    "category_id",
                    "function_id",
                    "owner_id",
                    "status",
                    "approval_status",
                    "gross_likelihood",
                    "gross_impact",
                    "net_likelihood",
                    "net_impact",
                    "net_rating",
                    "override_justification",
                    "response",
                    "appetite",
                    "key_risk_indicator",
                    "kri_level",
                    "control_ids",
                    "version",
                    "comment",
                    "reason",
                    "intention",
                    "criticality",
                    "state",
                    "adequacy",
                    "effectiveness",
                    "risk_ids",
                    "risk_id",
                    "control_id",
                    "priority",
                    "start_date",
                    "due_date",
                    "progress",
                    "name",
                    "frequency",
                    "repeat",
                    "outcome",
                    "parent_id",
                    "head_user_id",
                    "email",
                    "role",
                    "must_change_password",
                    "remember",
                    "user_agent",
                    "permissions",
                    "avatar",
                    "content_type",
                    "size",
                    "attachment",
                    "file_name",
                    "method",
                    "path",
                    "permission",
                ],
            ),
        ];
        for (table, codes) in expected {
            for code in codes {
                for lang in Lang::ALL {
                    let text = find(table, code, lang);
                    assert!(
                        text.is_some_and(|t| !t.trim().is_empty()),
                        "{code:?} has no {lang:?} label"
                    );
                }
            }
        }
        for (name, table) in tables() {
            let mut seen = HashSet::new();
            for l in table {
                assert!(seen.insert(l.code), "{name}: {:?} twice", l.code);
                for t in l.texts {
                    assert!(
                        !t.trim().is_empty(),
                        "{name}: {:?} has an empty text",
                        l.code
                    );
                }
            }
        }
    }

    /// Every key of a locale's JSON files, flattened (`status.approved`).
    fn locale(lang: &str) -> HashMap<String, String> {
        fn walk(v: &serde_json::Value, prefix: &str, out: &mut HashMap<String, String>) {
            match v {
                serde_json::Value::Object(m) => {
                    for (k, v) in m {
                        walk(v, &format!("{prefix}{k}."), out);
                    }
                }
                serde_json::Value::String(s) => {
                    out.insert(prefix.trim_end_matches('.').to_owned(), s.clone());
                }
                _ => {}
            }
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../frontend/src/locales")
            .join(lang);
        let mut out = HashMap::new();
        for entry in std::fs::read_dir(&dir).expect("the SPA's locales") {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "json") {
                let text = std::fs::read_to_string(&path).unwrap();
                let json: serde_json::Value = serde_json::from_str(&text).unwrap();
                walk(&json, "", &mut out);
            }
        }
        out
    }

    #[test]
    fn the_texts_are_the_screens_texts() {
        for lang in Lang::ALL {
            let spa = locale(lang.code());
            for (name, table) in tables() {
                for l in table {
                    let Some(key) = l.spa else { continue };
                    assert_eq!(
                        spa.get(key).map(String::as_str),
                        Some(l.texts[lang.index()]),
                        "{name} {:?} in {lang:?} differs from the SPA's {key}",
                        l.code
                    );
                }
            }
        }
    }

    #[test]
    fn the_language_comes_from_lang_then_accept_language() {
        assert_eq!(Lang::pick(Some("de"), Some("fr")), Lang::De);
        assert_eq!(Lang::pick(Some("pt-BR"), None), Lang::Pt);
        assert_eq!(Lang::pick(Some("xx"), Some("fr-CH, de;q=0.8")), Lang::Fr);
        assert_eq!(Lang::pick(None, Some("es, de;q=0.5, fr;q=0.9")), Lang::Fr);
        assert_eq!(Lang::pick(None, Some("fr;q=0, de;q=0.1")), Lang::De);
        assert_eq!(Lang::pick(None, Some("es")), Lang::En);
        assert_eq!(Lang::pick(None, None), Lang::En);
    }

    #[test]
    fn unknown_codes_stay_names_and_counts_read_in_the_language() {
        assert_eq!(label(STATUS, "in_progress", Lang::De), "In Bearbeitung");
        assert_eq!(label(RATINGS, "Catastrophic", Lang::Fr), "Catastrophic");
        assert_eq!(risks(1, Lang::En), "1 risk");
        assert_eq!(risks(10_050, Lang::En), "10,050 risks");
        assert_eq!(risks(10_050, Lang::De), "10.050 Risiken");
        assert_eq!(Lang::En.grouped(1_234_567), "1,234,567");
        assert_eq!(Lang::Fr.grouped(999), "999");
    }
}
