// Dev-server ports, one per app (the product itself serves everything on one port).
module.exports = {
  shell: 4200,
  'mfe-planner': 4201,
  'mfe-checklists': 4202,
  'mfe-analytics': 4203,
  'mfe-ideas': 4204,
  'mfe-admin': 4205,
  'mfe-account': 4206,
};
