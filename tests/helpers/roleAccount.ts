import type { TestApp } from './app'

let made = 0

/**
 * A role with exactly `flags` and one enabled account holding it, signed in: what the access tests
 * give each case (the role and its name, the account's token). `label` names them in the data.
 */
export const signedInWithRole = async (
  app: TestApp,
  flags: Record<string, boolean>,
  label: string,
): Promise<{ roleId: string; token: string }> => {
  made += 1
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `${label} ${made}`, enabled: true, flags },
  })
  const username = `role-account-${made}`
  await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: username,
      email: `${username}@test.example`,
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  return { roleId: String(role.id), token: await app.login(username, 'Passw0rd!x') }
}
