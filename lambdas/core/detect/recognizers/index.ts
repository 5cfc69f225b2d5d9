// The registry of built-in recognizers, run in this order by the detect stage.
import type { Recognizer } from '../types.js';
import { answerRecognizer } from './answers.js';
import { emailRecognizer, ipRecognizer, socialHandleRecognizer, urlRecognizer } from './contact.js';
import { dateRecognizer } from './dates.js';
import { bankRecognizer, driverLicenseRecognizer, passportRecognizer, ssnRecognizer } from './ids.js';
import { locationRecognizer } from './location.js';
import { spokenAddressRecognizer } from './spoken-address.js';
import { personRecognizer } from './person.js';
import { nrpRecognizer } from './nrp.js';
import { intlPhoneRecognizer, phoneCueRecognizer, phoneRecognizer } from './phone.js';
import {
  ageRecognizer,
  courseRecognizer,
  gradeLevelRecognizer,
  schoolRecognizer,
} from './personal.js';

export const RECOGNIZERS: Recognizer[] = [
  emailRecognizer,
  urlRecognizer,
  socialHandleRecognizer,
  phoneRecognizer,
  phoneCueRecognizer,
  intlPhoneRecognizer,
  ipRecognizer,
  ssnRecognizer,
  bankRecognizer,
  driverLicenseRecognizer,
  passportRecognizer,
  dateRecognizer,
  ageRecognizer,
  gradeLevelRecognizer,
  courseRecognizer,
  schoolRecognizer,
  nrpRecognizer,
  locationRecognizer,
  spokenAddressRecognizer,
  personRecognizer,
  answerRecognizer,
];
