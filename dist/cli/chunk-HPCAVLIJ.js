import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  HELP,
  decideManifests,
  exitCodeFor,
  predict,
  reportError,
  reportInputErrors,
  run,
  withFile
} from "./chunk-X4QUWK2K.js";
import "./chunk-5DJOZ6AA.js";
import "./chunk-JAPPUUZC.js";
import "./chunk-DBAETZ3J.js";
import "./chunk-WNLQ7F44.js";
import "./chunk-KEIDEXSE.js";
import "./chunk-XIZRWS5A.js";
import "./chunk-5PWZHMIU.js";
import "./chunk-K6DPC5DB.js";
import "./chunk-GPAOY5QV.js";
import "./chunk-72BLB5EG.js";
import "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";
export {
  HELP,
  decideManifests,
  exitCodeFor,
  predict,
  reportError,
  reportInputErrors,
  run,
  withFile
};
