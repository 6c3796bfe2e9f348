import { resourceSet } from '../../framework/resource';
import * as model from './model';
import * as translationJob from './translationJob';

/** The resources of the Model Derivative API: translation jobs and their results, model data. */
export const resources = resourceSet([model, translationJob]);
