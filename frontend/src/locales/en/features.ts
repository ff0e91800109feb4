// English texts of the signed-in feature areas: loaded with the signed-in
// layout, so the sign-in page does not carry them (its JavaScript budget).
import { mergeBundles, type Tree } from '../merge';
import apps from './apps';
import template from './template.json';
import account from './account.json';
import risk from './risk.json';
import riskImport from './risk-import.json';
import riskReview from './risk-review.json';
import bulk from './bulk.json';
import riskOps from './risk-ops.json';
import comments from './comments.json';
import views from './views.json';
import incidentRegister from './incident-register.json';
import incidentForm from './incident-form.json';
import incidentDetail from './incident-detail.json';
import incidentDashboard from './incident-dashboard.json';
import incidentActions from './incident-actions.json';
import incidentCategories from './incident-categories.json';
import incidentActivity from './incident-activity.json';
import incidentRisk from './incident-risk.json';

export default mergeBundles(risk as Tree, riskOps as Tree, riskImport as Tree, riskReview as Tree, bulk as Tree, account as Tree, comments as Tree, views as Tree, incidentRegister as Tree, incidentForm as Tree, incidentDetail as Tree, incidentDashboard as Tree, incidentActions as Tree, incidentCategories as Tree, incidentActivity as Tree, incidentRisk as Tree, apps, template as Tree);
