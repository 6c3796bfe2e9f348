import { resourceSet } from '../../framework/resource';
import * as issue from './issue';
import * as rfi from './rfi';
import * as submittal from './submittal';

/** The resources of the Autodesk Construction Cloud (Autodesk Forma) project APIs. */
export const resources = resourceSet([issue, rfi, submittal]);
