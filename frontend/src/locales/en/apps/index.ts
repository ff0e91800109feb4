// The demo apps' texts (issue 15, ADR 0021): one JSON file per app, each
// added on its own line below, so the apps' authors do not edit one line.
import { mergeBundles, type Tree } from '../../merge';
import nav from './nav.json';
import todo from './todo.json';
import calendar from './calendar.json';
import chat from './chat.json';
import mail from './mail.json';
import users from './users.json';
import shop from './shop.json';
import catalog from './catalog.json';
import dashboards from './dashboards.json';

export default mergeBundles(
  nav as Tree,
  todo as Tree,
  calendar as Tree,
  chat as Tree,
  mail as Tree,
  users as Tree,
  shop as Tree,
  catalog as Tree,
  dashboards as Tree,
);
