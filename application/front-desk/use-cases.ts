import type { Wiring } from '../wiring.ts';
import { FindVisitors, ListDeskFlats, LogWalkIn, MarkArrival, MarkDeparture } from './gate.ts';
import { AddStaffMember, ListStaff, RemoveStaffMember } from './staff.ts';
import { CancelVisitorPass, ListMyVisitors, RegisterVisitor } from './visitor-passes.ts';
import { DeleteOldVisits, GetVisitorSettings, SaveVisitorSettings, SearchVisitorLog } from './visitor-log.ts';

/** The front desk's use cases: the staff, the visitors' passes, the gate and the visitor log. */
export function frontDeskUseCases(w: Wiring) {
  const { r, s, audit, notifier } = w;
  const { uow, users, agreements, apartments, visits, staffRoster, visitorSettings } = r;
  const { ids, clock, calendar, passCodes, logger } = s;
  const getVisitorSettings = new GetVisitorSettings(visitorSettings);
  return {
    listStaff: new ListStaff(staffRoster),
    addStaffMember: new AddStaffMember(staffRoster, users, uow, ids, clock, audit),
    removeStaffMember: new RemoveStaffMember(staffRoster, users, uow, audit),
    registerVisitor: new RegisterVisitor(agreements, visits, passCodes, uow, ids, clock, calendar),
    listMyVisitors: new ListMyVisitors(agreements, visits, calendar),
    cancelVisitorPass: new CancelVisitorPass(visits, uow),
    findVisitors: new FindVisitors(visits, calendar),
    listDeskFlats: new ListDeskFlats(apartments, agreements),
    markArrival: new MarkArrival(visits, users, notifier, uow, clock, calendar),
    markDeparture: new MarkDeparture(visits, uow, clock),
    logWalkIn: new LogWalkIn(apartments, agreements, visits, users, notifier, uow, ids, clock, calendar),
    searchVisitorLog: new SearchVisitorLog(visits, calendar),
    getVisitorSettings,
    saveVisitorSettings: new SaveVisitorSettings(visitorSettings, uow, audit),
    deleteOldVisits: new DeleteOldVisits(visits, getVisitorSettings, uow, calendar, logger),
  };
}
