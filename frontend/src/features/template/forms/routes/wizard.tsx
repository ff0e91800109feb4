// /forms/wizard: a horizontal and a vertical multi-step form with a check
// per step.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExampleCard, TemplatePage } from '../../components/example-card';
import { WizardForm } from '../components/wizard-form';

export function WizardPage() {
  const { t } = useTranslation('template-forms');
  return (
    <TemplatePage route="tplWizard" description={t('wizard.intro')}>
      <Stack gap="lg">
        <ExampleCard title={t('wizard.horizontal')} description={t('wizard.horizontalHint')}>
          <WizardForm testId="wizard-horizontal" />
        </ExampleCard>
        <ExampleCard title={t('wizard.vertical')} description={t('wizard.verticalHint')}>
          <WizardForm orientation="vertical" testId="wizard-vertical" />
        </ExampleCard>
      </Stack>
    </TemplatePage>
  );
}
