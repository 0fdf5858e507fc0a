export { parseHoursText, isUsableWeek, fromOpeningHoursSpecification, fromOpeningHoursStrings } from './parse-hours';
export { toWeeklySchedule, weekSignature } from './week';
export { mentionedDays, openDays, type PartialWeek } from './assemble';
