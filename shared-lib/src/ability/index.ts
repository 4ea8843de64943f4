export { ability, updateAbility, resetAbility, type AppAbility } from './ability';
export { canAccess, hasFeature } from './access';
