// /incident/all/new (incident.write): a new incident, pre-filled from the
// query string (`?control_id=&function_id=&risk_ids=a,b&title=`, the "raise
// an incident" link of a breached control activity). /incident/all/:id/edit:
// the incident's content; a stale version (someone saved first) offers a
// reload and overwrites nothing. Both open the incident's page once saved.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useCreateIncident, useIncident, useUpdateIncident } from '../api/incidents';
import type { Incident } from '../api/types';
import { IncidentForm } from '../components/form/incident-form';
import { newValues, valuesOf } from '../lib/form-values';
import { incidentHref, INCIDENTS_PATH } from '../lib/paths';

function BackButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('incidentForm.back')}
    </Button>
  );
}

export function IncidentNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateIncident();
  const [initial] = useState(() => newValues(search));
  return (
    <>
      <PageHeader route="incidentNew" description={t('incidentForm.newSubtitle')} actions={<BackButton to={INCIDENTS_PATH} />} />
      <IncidentForm
        initial={initial}
        saving={create.isPending}
        onCancel={() => navigate(INCIDENTS_PATH)}
        onSave={async (incident, submit) => {
          const saved = await create.mutateAsync({ incident, actions: [], submit });
          notifications.show({
            color: 'success',
            message: t(submit ? 'incidentForm.createdSubmitted' : 'incidentForm.created', { reference: saved.reference }),
          });
          navigate(incidentHref(saved.id));
        }}
      />
    </>
  );
}

export function IncidentEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useIncident(id);
  const update = useUpdateIncident();
  const back = id ? incidentHref(id) : INCIDENTS_PATH;
  const header = <PageHeader route="incidentEdit" actions={<BackButton to={back} />} />;

  if (detail.isPending) {
    return (
      <>
        {header}
        <Stack gap="lg" aria-busy>
          <Skeleton height={220} />
          <Skeleton height={160} />
        </Stack>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {header}
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title={t('incidentDetail.failed')}>
          <Stack gap="sm" align="flex-start">
            {errorMessage(detail.error)}
            <Button size="xs" variant="light" color="danger" onClick={() => void detail.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  const incident: Incident = detail.data.incident;
  return (
    <>
      {header}
      <IncidentForm
        // A reload after a stale version starts the form again from the saved incident.
        key={`${incident.id}-${incident.version}`}
        initial={valuesOf(incident)}
        knownRisks={incident.linked_risks ?? []}
        saving={update.isPending}
        onReload={() => void detail.refetch()}
        onCancel={() => navigate(back)}
        onSave={async (input, submit) => {
          const saved = await update.mutateAsync({ id: incident.id, version: incident.version, incident: input, submit });
          notifications.show({
            color: 'success',
            message: t(submit ? 'incidentForm.savedSubmitted' : 'incidentForm.saved', { reference: saved.reference || incident.reference }),
          });
          navigate(incidentHref(incident.id));
        }}
      />
    </>
  );
}
