<?php
/**
 * Router for `php -S`: files and folders as they are, every other path to WordPress's front
 * controller, as WordPress's .htaccess does under Apache (so /favicon.ico is WordPress's answer,
 * not the built-in server's 404).
 */
$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $path && file_exists( $_SERVER['DOCUMENT_ROOT'] . $path ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['SCRIPT_FILENAME'];
