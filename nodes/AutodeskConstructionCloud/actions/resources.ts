import { resourceSet } from '../../framework/resource';
import * as issue from './issue';
import * as rfi from './rfi';

/** The resources of the Autodesk Construction Cloud (Autodesk Forma) project APIs. */
export const resources = resourceSet([issue, rfi]);
