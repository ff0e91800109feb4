// Every English text: the shell's (bundled) and the feature areas' (lazy).
import { mergeBundles } from '../merge';
import core from './core';
import features from './features';

export default mergeBundles(core, features);
