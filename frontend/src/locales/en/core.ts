// English texts needed before sign-in and by the shell: bundled with the app.
import { mergeBundles, type Tree } from '../merge';
import shell from './shell.json';
import topbar from './topbar.json';
import translation from './translation.json';

export default mergeBundles(translation as Tree, shell as Tree, topbar as Tree);
