// Every text of this language: the shell's and each feature area's files.
import { mergeBundles, type Tree } from '../merge';
import apps from './apps';
import template from './template.json';
import risk from './risk.json';
import riskOps from './risk-ops.json';
import riskImport from './risk-import.json';
import riskReview from './risk-review.json';
import comments from './comments.json';
import views from './views.json';
import incidentRegister from './incident-register.json';
import incidentForm from './incident-form.json';
import incidentDetail from './incident-detail.json';
import bulk from './bulk.json';
import account from './account.json';
import shell from './shell.json';
import topbar from './topbar.json';
import translation from './translation.json';
import incidentDashboard from './incident-dashboard.json';
import incidentActions from './incident-actions.json';
import incidentCategories from './incident-categories.json';
import incidentActivity from './incident-activity.json';
import incidentRisk from './incident-risk.json';

export default mergeBundles(translation as Tree, risk as Tree, riskOps as Tree, riskImport as Tree, riskReview as Tree, bulk as Tree, shell as Tree, topbar as Tree, account as Tree, comments as Tree, views as Tree, incidentRegister as Tree, incidentForm as Tree, incidentDetail as Tree, incidentDashboard as Tree, incidentActions as Tree, incidentCategories as Tree, incidentActivity as Tree, incidentRisk as Tree, apps, template as Tree);
