<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\LoginEndpoint;
use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\SavedProductRules;
use Pricewise\Accounts\SavedProductsRepository;
use Pricewise\Accounts\ShopperRole;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\ProviderLinks;
use Pricewise\Accounts\TokenStore;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * The signed-in shopper's own account (their token): `GET pricewise/v1/account`, `GET
 * pricewise/v1/account/export` (everything the shop keeps about them, as JSON), `POST
 * pricewise/v1/sessions/revoke` (sign out everywhere) and `POST pricewise/v1/account/delete`
 * (the password, or a fresh provider sign-in).
 */
final class AccountEndpoint
{
    public static function show(WP_REST_Request $request): WP_REST_Response
    {
        $user = self::user($request);
        if ($user === null) {
            return RestAnswer::notLoggedIn();
        }
        return RestAnswer::ok([
            'user' => LoginEndpoint::accountUser($user),
            'hasPassword' => AccountState::hasPassword($user->ID),
            'providers' => ProviderLinks::list($user->ID),
        ]);
    }

    public static function export(WP_REST_Request $request): WP_REST_Response
    {
        $user = self::user($request);
        if ($user === null) {
            return RestAnswer::notLoggedIn();
        }
        $account = LoginEndpoint::accountUser($user);
        $registered = strtotime($user->user_registered . ' UTC');
        return RestAnswer::ok([
            'exportedAt' => SavedProductRules::isoTime((int) floor(microtime(true) * 1000)),
            'profile' => [
                'id' => $account['id'],
                'name' => $account['name'],
                'email' => $account['email'],
                'emailVerified' => $account['emailVerified'],
                'role' => $account['role'],
                'locale' => AccountState::locale($user->ID),
                'registeredAt' => gmdate('Y-m-d\TH:i:s.000\Z', $registered === false ? 0 : $registered),
                'hasPassword' => AccountState::hasPassword($user->ID),
            ],
            'providers' => ProviderLinks::list($user->ID),
            'savedProducts' => array_map(
                static fn (array $row): array => [
                    'productId' => $row['productId'],
                    'savedAt' => SavedProductRules::isoTime($row['savedAtMs']),
                ],
                SavedProductsRepository::list($user->ID),
            ),
        ]);
    }

    public static function revoke(WP_REST_Request $request): WP_REST_Response
    {
        $user = self::user($request);
        if ($user === null) {
            return RestAnswer::notLoggedIn();
        }
        TokenStore::revokeAll($user->ID);
        return RestAnswer::ok(['status' => 'signed_out']);
    }

    /** `POST pricewise/v1/sessions/end`: signing out on the site ends this token, and only this one. */
    public static function end(WP_REST_Request $request): WP_REST_Response
    {
        $shopper = Caller::shopper($request);
        if ($shopper === null) {
            return RestAnswer::notLoggedIn();
        }
        TokenStore::revoke($shopper['userId'], $shopper['token']);
        return RestAnswer::ok(['status' => 'signed_out']);
    }

    public static function delete(WP_REST_Request $request): WP_REST_Response
    {
        $shopper = Caller::shopper($request);
        $user = $shopper === null ? false : get_userdata($shopper['userId']);
        if (!$user instanceof WP_User) {
            return RestAnswer::notLoggedIn();
        }
        $params = Params::read($request, [], ['password']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        // Staff accounts own content and are an administrator's to close.
        if (!ShopperRole::isShopperOnly($user) || count($user->roles) !== 1) {
            return RestAnswer::error(403, 'account_not_deletable', 'Staff accounts are closed by an administrator.');
        }
        if (isset($params['password'])) {
            $refused = PasswordEndpoint::checkPassword($user, $params['password'], Caller::client($request));
            if ($refused !== null) {
                return $refused;
            }
        } elseif (!Caller::isFreshProviderSignIn($user->ID, $shopper['token'])) {
            return Answers::reauthenticationRequired();
        }
        // The plugin's `deleted_user` hook (on a network, `wpmu_delete_user`: every site's) forgets the
        // shop's data (saved products, links, mail).
        if (!self::deleteUser($user->ID)) {
            return RestAnswer::error(500, 'pricewise_delete_failed', 'The account could not be deleted.');
        }
        return RestAnswer::ok(['status' => 'deleted']);
    }

    /**
     * Deletes the user for good. On multisite, wp_delete_user only removes the user from this site:
     * the user row and its meta (the shop's token hashes) would survive, and the tokens keep
     * working. wpmu_delete_user removes them from the network.
     */
    private static function deleteUser(int $userId): bool
    {
        require_once ABSPATH . 'wp-admin/includes/user.php';
        if (is_multisite()) {
            require_once ABSPATH . 'wp-admin/includes/ms.php';
            return wpmu_delete_user($userId);
        }
        return wp_delete_user($userId);
    }

    private static function user(WP_REST_Request $request): ?WP_User
    {
        $shopper = Caller::shopper($request);
        $user = $shopper === null ? false : get_userdata($shopper['userId']);
        return $user instanceof WP_User ? $user : null;
    }
}
